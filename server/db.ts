/**
 * The gateway server's database: every emulator table in one Postgres table of JSON rows
 * (`ow_rows`), the seed each table grew from (`ow_tables`) and the data directory's seed version
 * (`ow_meta`). PGlite (Postgres compiled to WebAssembly) in a data directory by default; a
 * PostgreSQL server when DATABASE_URL is set. See docs/gateway-server.md.
 *
 * The tables live in memory (the emulator's store is synchronous); each commit's changed rows are
 * queued here and written in one transaction with whatever else is queued (group commit). The
 * server answers a request only once the writes it made are in the database.
 */
import type { RowChange, Snapshot } from '@/mocks/db/store';

/** What both engines offer: a query, and a transaction on one connection. */
interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  transaction(fn: (q: Sql['query']) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  engine: string;
}

async function openPglite(dataDir: string): Promise<Sql> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return {
    engine: `PGlite (${dataDir})`,
    query: (text, params) => db.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
    transaction: async (fn) => {
      await db.transaction(async (tx) => fn((text, params) => tx.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>));
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Sql> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // Fails here, at start, when the server cannot be reached.
  await pool.query('select 1');
  return {
    engine: `PostgreSQL (${url.replace(/\/\/[^@/]*@/, '//***@')})`,
    query: (text, params) => pool.query(text, params as unknown[]),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await fn((text, params) => client.query(text, params as unknown[]));
        await client.query('commit');
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const SCHEMA = `
create table if not exists ow_rows (
  tbl text not null,
  id text not null,
  seq bigserial,
  data jsonb not null,
  primary key (tbl, id)
);
create index if not exists ow_rows_order on ow_rows (tbl, seq);
create table if not exists ow_tables (tbl text primary key, seed text not null);
create table if not exists ow_meta (key text primary key, value text not null);
`;

/** How long the writer waits for more commits before a transaction (docs/gateway-load.md). */
const COMMIT_WINDOW_MS = 10;

export interface Database {
  engine: string;
  /** Every stored table, with the seed print each grew from. */
  load(): Promise<Snapshot>;
  /** The seed version the data was made with (null: a new database). */
  seedVersion(): Promise<string | null>;
  setSeedVersion(version: string): Promise<void>;
  /** Drops tables (their seed changed): read from the new seed again. */
  dropTables(names: string[]): Promise<void>;
  /** Queues a commit's changes (the store's `saveChanges`). */
  enqueue(changes: RowChange[]): void;
  /** Resolves once everything queued before the call is in the database; rejects if that write failed. */
  flushed(): Promise<void>;
  /** Makes the next transaction fail, as a full disk would (the controls' storage fault). */
  failNextWrite(): void;
  /** Called when a write failed: the memory state must go back to what the database holds. */
  onWriteFailure(fn: (error: unknown) => void): void;
  close(): Promise<void>;
}

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  const sql = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(`${opts.dataDir}/pg`);
  for (const stmt of SCHEMA.split(';')
    .map((s) => s.trim())
    .filter(Boolean))
    await sql.query(stmt);

  let pending: RowChange[] = [];
  /** Commits queued so far, and written so far (in order). */
  let queued = 0;
  let written = 0;
  /** Commits whose write failed: [from, to] inclusive, with the error. */
  const failed: { from: number; to: number; error: unknown }[] = [];
  let running: Promise<void> | null = null;
  const waiters = new Set<{ target: number; resolve(): void; reject(e: unknown): void }>();
  let failureListener: (e: unknown) => void = () => undefined;

  const failureOf = (target: number) => failed.find((f) => target >= f.from && target <= f.to);
  const settle = () => {
    for (const w of waiters) {
      if (w.target > written) continue;
      waiters.delete(w);
      const f = failureOf(w.target);
      if (f) w.reject(f.error);
      else w.resolve();
    }
  };

  let failNext = false;
  const writeBatch = async (batch: RowChange[]) => {
    await sql.transaction(async (q) => {
      if (failNext) {
        failNext = false;
        throw new Error('storage fault: this write was made to fail (the controls)');
      }
      // Consecutive row changes go as two statements (upserts, removals), last write per row wins.
      let upserts = new Map<string, { tbl: string; id: string; data: string; seed: string }>();
      let removals = new Map<string, { tbl: string; id: string }>();
      const flushRows = async () => {
        if (upserts.size) {
          const rows = [...upserts.values()];
          await q(
            `insert into ow_rows (tbl, id, data) select * from unnest($1::text[], $2::text[], $3::jsonb[])
             on conflict (tbl, id) do update set data = excluded.data`,
            [rows.map((r) => r.tbl), rows.map((r) => r.id), rows.map((r) => r.data)],
          );
          const seeds = new Map(rows.map((r) => [r.tbl, r.seed]));
          await q(
            `insert into ow_tables (tbl, seed) select * from unnest($1::text[], $2::text[])
             on conflict (tbl) do update set seed = excluded.seed`,
            [[...seeds.keys()], [...seeds.values()]],
          );
        }
        if (removals.size) {
          const rows = [...removals.values()];
          await q(`delete from ow_rows where (tbl, id) in (select * from unnest($1::text[], $2::text[]))`, [
            rows.map((r) => r.tbl),
            rows.map((r) => r.id),
          ]);
        }
        upserts = new Map();
        removals = new Map();
      };
      for (const c of batch) {
        if (c.kind === 'row') {
          const key = `${c.table}\u0000${c.id}`;
          removals.delete(key);
          upserts.set(key, { tbl: c.table, id: c.id, data: JSON.stringify(c.row), seed: c.seed });
        } else if (c.kind === 'remove') {
          const key = `${c.table}\u0000${c.id}`;
          upserts.delete(key);
          removals.set(key, { tbl: c.table, id: c.id });
        } else if (c.kind === 'table') {
          await flushRows();
          await q('delete from ow_rows where tbl = $1', [c.table]);
          if (c.rows === null) {
            await q('delete from ow_tables where tbl = $1', [c.table]);
          } else {
            if (c.rows.length) {
              await q(
                `insert into ow_rows (tbl, id, data) select $1, id, data from unnest($2::text[], $3::jsonb[]) with ordinality as t(id, data, n) order by n`,
                [c.table, c.rows.map((r) => r.id), c.rows.map((r) => JSON.stringify(r))],
              );
            }
            await q('insert into ow_tables (tbl, seed) values ($1, $2) on conflict (tbl) do update set seed = excluded.seed', [
              c.table,
              c.seed,
            ]);
          }
        } else {
          await flushRows();
          await q('delete from ow_rows');
          await q('delete from ow_tables');
        }
      }
      await flushRows();
    });
  };

  const run = () => {
    running ??= (async () => {
      // A short window gathers the commits of requests answered together into one transaction.
      await new Promise((r) => setTimeout(r, COMMIT_WINDOW_MS));
      while (pending.length) {
        const batch = pending;
        const from = written + 1;
        const upTo = queued;
        pending = [];
        try {
          await writeBatch(batch);
        } catch (error) {
          // The commits of this batch are not in the database: their callers answer 5xx and the
          // memory goes back to what the database holds (earlier writes are all there).
          console.error('gateway database write failed', error);
          // Commits queued meanwhile were made on that memory too: they fail with it.
          failed.push({ from, to: queued, error });
          if (failed.length > 100) failed.shift();
          written = queued;
          pending = [];
          failureListener(error);
          settle();
          continue;
        }
        written = upTo;
        settle();
      }
    })().finally(() => {
      running = null;
    });
  };

  return {
    engine: sql.engine,
    async load() {
      const tables: Record<string, unknown[]> = {};
      const seeds: Record<string, string> = {};
      for (const r of (await sql.query('select tbl, seed from ow_tables')).rows) {
        seeds[String(r.tbl)] = String(r.seed);
        tables[String(r.tbl)] = [];
      }
      for (const r of (await sql.query('select tbl, data from ow_rows order by tbl, seq')).rows) {
        const t = String(r.tbl);
        (tables[t] ??= []).push(typeof r.data === 'string' ? JSON.parse(r.data) : r.data);
      }
      return { tables, seeds };
    },
    async seedVersion() {
      const { rows } = await sql.query(`select value from ow_meta where key = 'seedVersion'`);
      return rows.length ? String(rows[0].value) : null;
    },
    async setSeedVersion(version) {
      await sql.query(
        `insert into ow_meta (key, value) values ('seedVersion', $1) on conflict (key) do update set value = excluded.value`,
        [version],
      );
    },
    async dropTables(names) {
      await sql.transaction(async (q) => {
        await q('delete from ow_rows where tbl = any($1::text[])', [names]);
        await q('delete from ow_tables where tbl = any($1::text[])', [names]);
      });
    },
    enqueue(changes) {
      pending.push(...changes);
      queued += 1;
      run();
    },
    flushed() {
      const target = queued;
      if (target <= written) {
        const f = failureOf(target);
        return f ? Promise.reject(f.error) : Promise.resolve();
      }
      return new Promise((resolve, reject) => waiters.add({ target, resolve, reject }));
    },
    failNextWrite() {
      failNext = true;
    },
    onWriteFailure(fn) {
      failureListener = fn;
    },
    async close() {
      while (running) await running;
      await sql.close();
    },
  };
}
