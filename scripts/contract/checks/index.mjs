// Every check, in the order they run, by area (docs/contract-check.md).
import { UsageError } from '../args.mjs';
import { checks as signing } from './signing.mjs';
import { checks as envelopes } from './envelopes.mjs';
import { checks as login } from './login.mjs';
import { checks as paging } from './paging.mjs';
import { checks as uploads } from './uploads.mjs';
import { checks as cloud } from './cloud.mjs';
import { checks as socket } from './socket.mjs';
import { checks as faults } from './faults.mjs';

const byArea = { signing, envelopes, login, paging, uploads, cloud, socket, faults };

/** The areas in the order they run; faults last (they switch the emulator's fault on and off). */
export const AREAS = Object.keys(byArea);

/** `{ id, area, name, recommended?, run }`, the area taken from the list each is in. */
export const CHECKS = AREAS.flatMap((area) => byArea[area].map((c) => ({ ...c, area })));

/**
 * The checks `only` selects (areas or check ids); every check when empty. Throws naming what
 * matches nothing.
 */
export function selectChecks(only = [], checks = CHECKS) {
  if (!only.length) return checks;
  const unknown = only.filter((o) => !checks.some((c) => c.area === o || c.id === o));
  if (unknown.length) throw new UsageError(`--only: no area or check "${unknown.join('", "')}" (areas: ${AREAS.join(', ')})`);
  return checks.filter((c) => only.includes(c.area) || only.includes(c.id));
}
