/**
 * One server per data directory: two processes writing one PGlite directory would corrupt it.
 * A `server.pid` file made exclusively; a file left by a process that is gone (a `kill -9`) is
 * taken over.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && alive(pid)) {
        const err = new Error(
          `the data directory ${dir} is in use by the gateway server of process ${pid}; stop it or choose another GATEWAY_DATA_DIR`,
        );
        err.name = 'DataDirLocked';
        throw err;
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`cannot lock the data directory ${dir}`);
}
