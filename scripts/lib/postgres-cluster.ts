// A throwaway PostgreSQL cluster for the API tests and the catalogue benchmark: its own data directory,
// socket directory and TCP port, no fsync, trust auth. It never touches a server the developer already runs.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

const run = promisify(execFile);
const HOST = '127.0.0.1';
const START_TIMEOUT_SECONDS = 60;

/**
 * Starts a fresh cluster, or hands back TEST_DATABASE_URL / DATABASE_URL when one is set (then stop() leaves
 * that server alone). Set PG_BINDIR to choose the PostgreSQL binaries explicitly.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const existing = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (existing) return { url: existing, stop: async () => {} };

  const bin = findBinaries();
  // PostgreSQL refuses to run as root, so root hands the cluster to the unprivileged `postgres` user.
  const owner = process.getuid?.() === 0 ? await systemUser('postgres') : undefined;
  const dir = await mkdtemp(join(tmpdir(), 'pg-test-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const asOwner = (command: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', owner.name, '--', command, ...args]] : [command, args];

  const cleanup = (): void => {
    if (!existsSync(dir)) return;
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      spawnSync(...asOwner(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w']), {
        cwd: '/',
        stdio: 'ignore',
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const guard = installExitGuard(cleanup);
  const watchdog = startWatchdog(dir, asOwner(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate']));

  try {
    await exec(
      'initdb',
      ...asOwner(bin.initdb, [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ]),
    );
    const port = await startServer(bin.pgCtl, dataDir, dir, logFile, asOwner);
    return {
      url: `postgres://postgres@${HOST}:${port}/postgres`,
      async stop() {
        guard.dispose();
        watchdog.kill();
        try {
          await exec('pg_ctl stop', ...asOwner(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w']));
        } finally {
          cleanup();
        }
      },
    };
  } catch (error) {
    guard.dispose();
    watchdog.kill();
    cleanup();
    throw error;
  }
}

/** Picks a free port and starts the server; retries when another process grabs the port in between. */
async function startServer(
  pgCtl: string,
  dataDir: string,
  socketDir: string,
  logFile: string,
  asOwner: (command: string, args: string[]) => [string, string[]],
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k "${socketDir}"`,
      `-c listen_addresses=${HOST}`,
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
    ].join(' ');
    try {
      await exec(
        'pg_ctl start',
        ...asOwner(pgCtl, [
          'start',
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-t',
          String(START_TIMEOUT_SECONDS),
          '-o',
          options,
        ]),
      );
      await waitForPort(port);
      return port;
    } catch (error) {
      const log = readLog(logFile);
      if (attempt < 3 && /could not bind|already in use/i.test(log)) continue;
      throw new Error(`${(error as Error).message}\n--- server log (${logFile}) ---\n${log}`, {
        cause: error,
      });
    }
  }
}

interface Binaries {
  initdb: string;
  pgCtl: string;
}

/** A PostgreSQL client program (pg_dump, pg_restore…) from the same install as the cluster's server. */
export function postgresProgram(name: string): string {
  const dirs = [dirname(findBinaries().initdb), ...debianBinDirs('/usr/lib/postgresql')];
  const found = dirs.map((dir) => join(dir, name)).find(isExecutable);
  if (!found) throw new Error(`PostgreSQL: no ${name} beside initdb or under /usr/lib/postgresql/*/bin.`);
  return found;
}

/** PATH first; otherwise the newest Debian/Ubuntu install, whose binaries are not on PATH. */
function findBinaries(): Binaries {
  const explicit = process.env.PG_BINDIR;
  const dirs = explicit
    ? [explicit]
    : [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...debianBinDirs('/usr/lib/postgresql')];
  for (const dir of dirs) {
    const initdb = join(dir, 'initdb');
    const pgCtl = join(dir, 'pg_ctl');
    if (isExecutable(initdb) && isExecutable(pgCtl)) return { initdb, pgCtl };
  }
  throw new Error(
    explicit
      ? `PostgreSQL: no initdb and pg_ctl in PG_BINDIR=${explicit}.`
      : 'PostgreSQL: initdb and pg_ctl were found neither on PATH nor under /usr/lib/postgresql/*/bin. ' +
          'Install PostgreSQL 15 or newer (Debian: apt-get install postgresql), or set TEST_DATABASE_URL.',
  );
}

function debianBinDirs(root: string): string[] {
  try {
    return readdirSync(root)
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => join(root, version, 'bin'));
  } catch {
    return [];
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

async function systemUser(name: string): Promise<{ name: string; uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch (error) {
    throw new Error(
      `PostgreSQL refuses to run as root and there is no '${name}' user to run it as. ` +
        `Create one (useradd --system ${name}) or run the tests as an unprivileged user.`,
      { cause: error },
    );
  }
}

async function exec(label: string, command: string, args: string[]): Promise<void> {
  try {
    // The filesystem root, so that the postgres user never starts in a directory it may not enter.
    await run(command, args, { cwd: '/', maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '', code } = error as { stdout?: string; stderr?: string; code?: unknown };
    const output = `${stdout}${stderr}`.trim() || '(no output)';
    throw new Error(
      `PostgreSQL: ${label} failed (exit ${code}): ${[command, ...args].join(' ')}\n${output}`,
      {
        cause: error,
      },
    );
  }
}

/** pg_ctl -w already waits; this confirms the TCP listener the tests use, not just the socket. */
async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, HOST);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`PostgreSQL: nothing listens on ${HOST}:${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readLog(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').trim() || '(empty)';
  } catch {
    return '(no log written)';
  }
}

/** Stops the cluster however this process ends short of SIGKILL: normal exit, process.exit, or a signal. */
function installExitGuard(cleanup: () => void): { dispose(): void } {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const onSignal = (signal: NodeJS.Signals): void => {
    cleanup();
    dispose();
    // Only re-raise when nobody else (e.g. the test runner) handles the signal, or the process would linger.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const dispose = (): void => {
    process.off('exit', cleanup);
    for (const signal of signals) process.off(signal, onSignal);
  };
  process.on('exit', cleanup);
  for (const signal of signals) process.on(signal, onSignal);
  return { dispose };
}

/**
 * A detached shell that outlives this process: if it dies without stopping the cluster (SIGKILL, OOM, a CI
 * timeout), the watchdog stops it and deletes the directory, so no stale server keeps a port and memory.
 */
function startWatchdog(dir: string, [command, args]: [string, string[]]): { kill(): void } {
  const quote = (value: string): string => `'${value.replaceAll("'", `'\\''`)}'`;
  const stop = [command, ...args].map(quote).join(' ');
  const script =
    `while kill -0 ${process.pid} 2>/dev/null && [ -d ${quote(dir)} ]; do sleep 1; done; ` +
    `if [ -d ${quote(dir)} ]; then ${stop} >/dev/null 2>&1; rm -rf ${quote(dir)}; fi`;
  const child = spawn('sh', ['-c', script], { cwd: '/', detached: true, stdio: 'ignore' });
  child.unref();
  return {
    kill() {
      try {
        child.kill();
      } catch {
        // Already gone.
      }
    },
  };
}
