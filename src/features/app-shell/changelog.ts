/** One version of the app as CHANGELOG.md states it. */
export interface Version {
  version: string;
  date: string;
  title: string;
  groups: { title: string; items: string[] }[];
}

const HEADING = /^##\s+(\S+)\s+·\s+(\d{4}-\d{2}-\d{2})\s+·\s+(.+?)\s*$/;

/**
 * Reads CHANGELOG.md: `## <version> · <date> · <title>`, then `### ` groups of `- ` items.
 * Anything before the first version (the file's own introduction) is skipped.
 */
export function parseChangelog(text: string): Version[] {
  const out: Version[] = [];
  let current: Version | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    if (heading) {
      current = { version: heading[1], date: heading[2], title: heading[3], groups: [] };
      out.push(current);
      continue;
    }
    if (!current) continue;
    if (line.startsWith('### ')) {
      current.groups.push({ title: line.slice(4).trim(), items: [] });
    } else if (line.startsWith('- ')) {
      if (current.groups.length === 0) current.groups.push({ title: '更新', items: [] });
      current.groups[current.groups.length - 1].items.push(line.slice(2).trim());
    }
  }
  return out;
}
