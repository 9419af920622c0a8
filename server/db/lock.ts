// PGlite is a single-process database: two processes opening the same data directory corrupt it.
// An exclusive lock file beside the directory makes a second process fail fast instead.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

export interface DirectoryLock {
  path: string;
  release(): void;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function lockDirectory(dataDir: string): DirectoryLock {
  const path = `${dataDir.replace(/\/+$/, '')}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
      process.once('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; since?: string } = {};
      try {
        holder = JSON.parse(readFileSync(path, 'utf8')) as typeof holder;
      } catch {
        // A lock file cut short by a crash holds no owner: treat it as stale.
      }
      if (holder.pid && isRunning(holder.pid)) {
        throw new DatabaseLockedError(
          `The embedded database at ${dataDir} is already in use by process ${holder.pid} (since ${holder.since}). ` +
            'Stop that process first, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database at ${dataDir}.`);
}
