/**
 * The seed a data directory was made with. The emulator's tables grow from seeds (the city's
 * halls, matters, staff); a data directory made with another seed is refused with a message, or
 * upgraded when asked (`--upgrade`): the tables whose seed changed are read from the new seed
 * again, the others kept. Never silently mixed (docs/gateway-server.md).
 */
import { fingerprint, freshSeedPrint, tableNames } from '@/mocks/db/store';
import type { Database } from './db';

export class SeedMismatch extends Error {
  override name = 'SeedMismatch';
}

/** Every table's seed print, and the version they make together. */
export function currentSeeds(): { version: string; prints: Record<string, string> } {
  const prints: Record<string, string> = {};
  for (const name of tableNames().sort()) prints[name] = freshSeedPrint(name);
  return { version: fingerprint(Object.entries(prints)), prints };
}

export async function checkSeedVersion(db: Database, upgrade: boolean): Promise<void> {
  const { version, prints } = currentSeeds();
  const stored = await db.seedVersion();
  if (stored === version) return;
  const snap = await db.load();
  const held = Object.keys(snap.tables);
  if (stored === null && held.length === 0) {
    await db.setSeedVersion(version);
    return;
  }
  const changed = held.filter((t) => snap.seeds[t] !== prints[t]);
  if (!upgrade) {
    throw new SeedMismatch(
      `this data directory was made with another seed (version ${stored ?? 'unknown'}, this server's is ${version}); ` +
        `tables whose seed changed: ${changed.join(', ') || 'none, but other tables may refer to changed ones'}. ` +
        `Start with --upgrade (or GATEWAY_UPGRADE=1) to read those tables from the new seed again, keeping the others, ` +
        `or point GATEWAY_DATA_DIR at a new directory. Nothing was changed.`,
    );
  }
  if (changed.length) await db.dropTables(changed);
  await db.setSeedVersion(version);
  console.warn(`gateway: data directory upgraded to seed ${version}; tables read from the new seed again: ${changed.join(', ') || 'none'}`);
}
