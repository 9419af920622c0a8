// Runs the whole product the way a user does, `node scripts/site/start.ts`, on free ports and a private
// DATA_DIR, and hands back where it listens. Used by the Playwright global setup and by the
// Lighthouse and size-budget scripts when they are given no running site.
//
// start.ts runs in its own process group, so that stop() can take down the API and any astro build
// with it even when start.ts itself no longer answers SIGTERM. A detached watchdog does the same if
// the process that started the product dies without stopping it (SIGKILL, a CI timeout).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readlink, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { formatEvent, type RebuilderEvent } from '../site/rebuilder.ts';
export { freePort } from './free-port.ts';
import { freePort } from './free-port.ts';

export const projectRoot = resolve(import.meta.dirname, '..', '..');

export interface ProductOptions {
  /** The product's DATA_DIR; the caller creates and removes it. */
  dataDir: string;
  /** Everything start.ts, the API and the builds print, one line each. */
  logFile: string;
  /** PostgreSQL database for the API; the embedded PGlite database under dataDir when absent. */
  databaseUrl?: string;
  generateMedia?: boolean;
  rebuildIntervalSeconds?: number;
  /** How long the first start (migrate, seed, media, first build) may take. */
  startTimeoutMs?: number;
  /** Copy the product's output to this process's stderr as well. */
  echo?: boolean;
  env?: Record<string, string>;
  /** Fixed ports, to start the same product again at the same origins (browser storage is per origin). */
  ports?: { api: number; site: number };
  /**
   * Leave the origins to start.ts's own defaults, as the README's quick start does (only the ports
   * and the data folder are set): proves those defaults agree with each other.
   */
  defaultOrigins?: boolean;
}

export interface RunningProduct {
  /** The site's origin as start.ts prints it, e.g. http://localhost:40123. */
  siteUrl: string;
  /** The API base the site is built from, up to and including /api/v1. */
  apiUrl: string;
  dataDir: string;
  logFile: string;
  pid: number;
  /** SIGTERM to start.ts, SIGKILL to its whole process group after the grace period. */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 20_000;
/** What `defaultOrigins` leaves to start.ts, even when this process's environment has it. */
const ORIGIN_SETTINGS = [
  'HOST',
  'SITE_HOST',
  'PUBLIC_API_URL',
  'PUBLIC_API_ORIGIN',
  'PUBLIC_SITE_URL',
  'CORS_ORIGINS',
  'OIDC_SITE_ORIGINS',
];
const READY_LINE = /is running: open (\S+)/;

/**
 * A fresh folder for a throwaway DATA_DIR, inside the checkout's (git-ignored) data folder, where a
 * failed run's builds and logs are easy to find. (Each build runs in a working folder of its own, so
 * two products building at once do not share intermediate files wherever their data folders live.)
 */
export async function scratchDir(prefix: string): Promise<string> {
  const parent = join(projectRoot, 'data', 'tmp');
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, `${prefix}-`));
}

export async function startProduct(options: ProductOptions): Promise<RunningProduct> {
  // Another process can take a port between the probe and start.ts binding it; start.ts then stops
  // with "already in use", and a second pair of ports is the remedy.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || options.ports || !(error instanceof PortRaceError)) throw error;
    }
  }
}

class PortRaceError extends Error {}

async function startOnce(options: ProductOptions): Promise<RunningProduct> {
  const apiPort = options.ports?.api ?? (await freePort());
  let sitePort = options.ports?.site ?? (await freePort());
  while (sitePort === apiPort) sitePort = await freePort();
  const apiUrl = `http://${options.defaultOrigins ? 'localhost' : '127.0.0.1'}:${apiPort}/api/v1`;
  const origins: Record<string, string> = options.defaultOrigins
    ? {}
    : {
        HOST: '127.0.0.1',
        SITE_HOST: '127.0.0.1',
        PUBLIC_API_URL: apiUrl,
        PUBLIC_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
        CORS_ORIGINS: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
      };

  const child = spawn(process.execPath, [join(projectRoot, 'scripts', 'site', 'start.ts')], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([key]) => !options.defaultOrigins || !ORIGIN_SETTINGS.includes(key),
        ),
      ),
      // Set here, so that neither the caller's environment nor a developer's .env (which start.ts
      // loads under the environment) changes what the journeys depend on.
      PORT: String(apiPort),
      SITE_PORT: String(sitePort),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...origins,
      SEED_ON_START: 'true',
      // The journeys sign in as the demo accounts, which outside development exist only when asked for.
      SEED_DEMO_CUSTOMER: 'true',
      SEED_DEMO_STAFF: 'true',
      GENERATE_MEDIA: options.generateMedia ? 'true' : 'false',
      REBUILD_INTERVAL_SECONDS: String(options.rebuildIntervalSeconds ?? 60),
      // One JSON object per rebuilder event: the rebuild journey reads them from the log.
      REBUILD_LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      // Every journey signs up from one address; the default limit (20 per 15 minutes) is for the public.
      SIGN_UPS_PER_IP: '500',
      ...options.env,
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start scripts/site/start.ts.');
  const watchdog = startWatchdog(pid);

  const log = createWriteStream(options.logFile, { flags: 'a' });
  const recent: string[] = [];
  let siteUrl: string | null = null;
  let onReady: ((url: string) => void) | null = null;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (!log.writableEnded) log.write(`${line}\n`);
      if (options.echo) process.stderr.write(`[product] ${readable(line)}\n`);
      recent.push(line);
      if (recent.length > 40) recent.shift();
      const ready = READY_LINE.exec(line);
      if (ready?.[1] && !siteUrl) {
        siteUrl = ready[1].replace(/\/+$/, '');
        onReady?.(siteUrl);
      }
    });
  }
  // 'close' rather than 'exit': by then all of its output is in the log.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolvePromise) =>
    child.once('close', (code, signal) => resolvePromise({ code, signal })),
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        await stopGroup(child, pid, exited);
      } finally {
        watchdog.kill();
        await new Promise((resolvePromise) => log.end(resolvePromise));
      }
    })());

  const timeoutMs = options.startTimeoutMs ?? 300_000;
  const outcome = await Promise.race([
    new Promise<string>((resolvePromise) => {
      onReady = resolvePromise;
      if (siteUrl) resolvePromise(siteUrl);
    }),
    exited.then(({ code, signal }) => ({ code, signal })),
    new Promise<'timeout'>((resolvePromise) =>
      setTimeout(() => resolvePromise('timeout'), timeoutMs).unref(),
    ),
  ]);
  if (typeof outcome === 'string' && outcome !== 'timeout') {
    return { siteUrl: outcome, apiUrl, dataDir: options.dataDir, logFile: options.logFile, pid, stop };
  }

  await stop();
  const tail = recent
    .flatMap((line) => readable(line).split('\n'))
    .map((line) => `  ${line}`)
    .join('\n');
  if (outcome !== 'timeout' && recent.some((line) => /already in use/i.test(line))) {
    throw new PortRaceError(`A port was taken while the product started:\n${tail}`);
  }
  const why =
    outcome === 'timeout'
      ? `did not print its URL within ${timeoutMs / 1000} s`
      : `stopped before it was ready (${outcome.signal ? `signal ${outcome.signal}` : `exit code ${outcome.code}`})`;
  throw new Error(`scripts/site/start.ts ${why}. Last output (full log: ${options.logFile}):\n${tail}`);
}

/** Rebuilder events are JSON in the log (REBUILD_LOG_FORMAT=json); people read them as text. */
function readable(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as RebuilderEvent & { source?: string };
    return entry.source === 'rebuilder' ? formatEvent(entry) : line;
  } catch {
    return line;
  }
}

async function stopGroup(
  child: ChildProcess,
  pid: number,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
): Promise<void> {
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const graceful = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolvePromise) =>
        setTimeout(() => resolvePromise(false), STOP_GRACE_MS).unref(),
      ),
    ]);
    if (!graceful) {
      process.stderr.write(`[product] start.ts did not stop within ${STOP_GRACE_MS / 1000} s; killing it\n`);
    }
  }
  // Whatever start.ts left behind (an API or a build it could not stop) goes with its group.
  killGroup('SIGKILL');
  await exited;
}

/** Kills the product's process group once `owner` (this process) is gone. */
function startWatchdog(groupLeader: number): { kill(): void } {
  const script =
    `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${groupLeader} 2>/dev/null; do sleep 1; done; ` +
    `kill -KILL -${groupLeader} 2>/dev/null; exit 0`;
  const watchdog = spawn('sh', ['-c', script], { cwd: '/', detached: true, stdio: 'ignore' });
  watchdog.unref();
  return {
    kill() {
      try {
        watchdog.kill();
      } catch {
        // Already gone.
      }
    },
  };
}

/** The id of the build `current` points to (the live site), or null before the first build. */
export async function liveBuildId(dataDir: string): Promise<string | null> {
  try {
    return basename(await readlink(join(dataDir, 'site', 'current')));
  } catch {
    return null;
  }
}

/** DATA_DIR/site/current: the folder of the live build. */
export const liveBuildDir = (dataDir: string): string => join(dataDir, 'site', 'current');

/**
 * Builds the site from a fresh product (seeded catalogue, no media) in a scratch folder, hands the live
 * build's folder to `measure`, then stops the product and removes the folder: what `npm run size:check`
 * and `npm run size:html` measure when no build is given.
 */
export async function withFreshSite<T>(label: string, measure: (buildDir: string) => Promise<T>): Promise<T> {
  const workDir = await scratchDir(label);
  try {
    console.log('Building the site from a fresh product (seeded catalogue, no media)...');
    const product = await startProduct({
      dataDir: join(workDir, 'data'),
      logFile: join(workDir, 'product.log'),
    });
    try {
      return await measure(liveBuildDir(product.dataDir));
    } finally {
      await product.stop();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
