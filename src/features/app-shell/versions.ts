// eslint-disable-next-line no-restricted-imports -- the changelog lives at the repository root, outside src/
import changelog from '../../../CHANGELOG.md?raw';
import { parseChangelog, type Version } from './changelog';

/** The app's versions, newest first, from CHANGELOG.md built into the bundle. */
export const VERSIONS: Version[] = parseChangelog(changelog);

export function findVersion(version: string): Version | undefined {
  return VERSIONS.find((v) => v.version === version);
}
