// Keeps the static site in step with the catalogue. On a schedule it asks the API for the catalogue
// version; when that differs from the version the live build was made from, it builds the site into
// a new folder and swaps the `current` symlink to it in one atomic rename. Visitors therefore see
// either the old site or the new one, never a half-written one, and a failed build leaves the last
// good site in place until the next attempt.
//
//   DATA_DIR/site/current -> builds/<id>          what the site server serves
//   DATA_DIR/site/builds/<id>/.catalogue-version  the catalogue version that build was made from
//   DATA_DIR/site/builds/<id>/.site-source        fingerprint of the site code and settings it was made with
//   DATA_DIR/site/builds/<id>.log                 astro build output
//   DATA_DIR/site/cache/                          the incremental build cache (decision 100)
//   DATA_DIR/site/cache/.site-source              the site fingerprint the cache was made with
//
// Builds are incremental (decision 100): Astro keeps the pages it rendered in the cache folder, which
// outlives the build folders, and the next build restores every page whose data and code are the
// same instead of rendering it. The cache is thrown away when the site's code or settings change, and
// after a failed build. A burst of catalogue changes makes one build: a change is built once the
// version has stood still for the settle period (at most the longest wait after it was noticed), and
// a change made during a build is picked up as soon as that build ends.
//
// With REBUILDER_TOKEN (decision 053), it also reports every build to the API (start, end, outcome,
// duration, pages, the end of its log) and asks every few seconds whether staff pressed "publish now",
// building at once when they did. An API without those internal calls (a business's own API) answers
// 404, and the rebuilder then only polls the catalogue version, as before.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  access,
  copyFile,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildFinish, BuildStart } from '../../contract/admin/operations.ts';
import { BUILD_LOG_MAX_CHARS } from '../../contract/admin/operations.ts';
import {
  POLICY_RECORD,
  removeOutputs,
  staleInReusedBuild,
} from '../../src/integrations/content-security-policy.ts';
import { createApiClient, toApiError } from '../../src/lib/api.ts';
import type { Leadership } from './leadership.ts';

export const VERSION_FILE = '.catalogue-version';
export const SOURCE_FILE = '.site-source';
/**
 * Beside each build folder (`builds/<id>.pages.json`): the record of the pages it holds, so that a
 * later build can reuse the folder (decision 131).
 */
export const PAGES_RECORD_SUFFIX = '.pages.json';
/** Lines of a failed build's output printed to the console, and lines of every build sent to the API. */
const TAIL_LINES = 25;
const REPORT_LINES = 100;
/** How often to ask the API whether staff asked to publish now. */
export const DEFAULT_PUBLISH_CHECK_SECONDS = 5;
/** How long the catalogue version must stand still before a change is built. */
export const DEFAULT_SETTLE_SECONDS = 2;
/** The longest a noticed change waits for the catalogue to settle. */
export const DEFAULT_MAX_SETTLE_SECONDS = 30;
/** The folder under DATA_DIR/site that the incremental cache lives in. */
export const CACHE_FOLDER = 'cache';
/** The environment variable astro.config.mjs reads the cache folder from. */
export const CACHE_DIR_VARIABLE = 'SITE_BUILD_CACHE_DIR';
/** The environment variable of the shared secret; never handed to a build. */
export const REBUILDER_TOKEN_VARIABLE = 'REBUILDER_TOKEN';

export type BuildReason =
  'no_live_build' | 'catalogue_changed' | 'site_changed' | 'forced' | 'publish_requested';

export type RebuilderEvent =
  | {
      event: 'check';
      version: string;
      live: string | null;
      /** Why a build is due, or null when the live build is current. */
      reason: BuildReason | null;
      ms: number;
    }
  | { event: 'publish_requested'; requestedAt: string }
  | { event: 'leading' }
  | { event: 'standing_by' }
  | { event: 'report_failed'; call: string; error: string }
  | { event: 'reports_unavailable' }
  | { event: 'check_failed'; error: string; ms: number }
  | { event: 'build_skipped'; reason: 'build_in_progress' }
  | { event: 'settling'; version: string }
  | { event: 'cache_cleared'; reason: 'site_changed' | 'build_failed' }
  | { event: 'build_started'; id: string; version: string }
  | { event: 'folder_reused'; id: string; from: string; removed: number }
  | { event: 'folder_not_reused'; id: string; error: string }
  | { event: 'build_succeeded'; id: string; version: string; ms: number }
  | {
      event: 'build_failed';
      id: string;
      version: string;
      ms: number;
      error: string;
      log: string;
      tail: string[];
    }
  | { event: 'swapped'; id: string; previous: string | null }
  | { event: 'pruned'; removed: string[] };

export interface RebuilderOptions {
  /** The project root, where `astro build` runs. */
  root: string;
  /** DATA_DIR/site. */
  siteDir: string;
  /** The API the site is built from, up to and including /api/v1. */
  apiUrl: string;
  intervalSeconds?: number;
  /** A build that takes longer than this is stopped and counted as failed. */
  buildTimeoutSeconds?: number;
  /** Extra environment for the build (PUBLIC_SITE_URL, PUBLIC_BRAND_*...). */
  env?: NodeJS.ProcessEnv;
  log?: (event: RebuilderEvent) => void;
  /** What builds the site into outDir; `astro build` unless a test stands in for it. */
  buildCommand?: (outDir: string) => { command: string; args: string[] };
  /**
   * The API's REBUILDER_TOKEN: builds are reported to it, and "publish now" is picked up. Unset: the
   * catalogue version is all the rebuilder asks about.
   */
  reportToken?: string | undefined;
  /** How often to ask whether staff asked to publish now (with reportToken). */
  publishCheckSeconds?: number;
  /** How long the catalogue version must stand still before a change is built. */
  settleSeconds?: number;
  /** The longest a noticed change waits for the catalogue to settle before it is built anyway. */
  maxSettleSeconds?: number;
  /** Whether builds reuse the pages of the last one (decision 100); true unless a benchmark says not. */
  incremental?: boolean;
  /**
   * When several rebuilders run for one deployment, only the leader checks and builds (decision 143);
   * the others stand by and ask again every interval. Unset: this rebuilder is the only one.
   */
  leadership?: Leadership;
}

export type CheckOutcome = 'unchanged' | 'built' | 'build_failed' | 'api_unreachable' | 'busy' | 'standby';

export interface Rebuilder {
  /**
   * Builds when the catalogue version or the site's own source differs from the live build's.
   * Never runs two builds at once.
   */
  check(options?: { force?: boolean; publish?: boolean }): Promise<CheckOutcome>;
  /** Asks the API whether staff asked to publish now, and builds at once when they did. */
  checkPublish(): Promise<CheckOutcome | 'not_requested'>;
  /** The catalogue version of the live build, or null when there is none. */
  liveVersion(): Promise<string | null>;
  /** Checks every intervalSeconds from now on. */
  start(): void;
  /** Stops the schedule and any build under way. */
  stop(): Promise<void>;
}

const short = (version: string | null) =>
  version === null ? 'none' : version.length > 14 ? version.slice(0, 12) : version;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function checkLine(event: Extract<RebuilderEvent, { event: 'check' }>): string {
  const took = `checked in ${event.ms} ms`;
  switch (event.reason) {
    case null:
      return `[rebuilder] catalogue ${short(event.version)} unchanged, ${took}`;
    case 'no_live_build':
      return `[rebuilder] no live build yet (catalogue ${short(event.version)}), ${took}`;
    case 'catalogue_changed':
      return `[rebuilder] catalogue changed (${short(event.live)} -> ${short(event.version)}), ${took}`;
    case 'site_changed':
      return `[rebuilder] the site's code or settings changed since the live build, ${took}`;
    case 'forced':
      return `[rebuilder] rebuild requested (catalogue ${short(event.version)})`;
    case 'publish_requested':
      return `[rebuilder] publishing now, as asked in the back office (catalogue ${short(event.version)})`;
  }
}

export function formatEvent(event: RebuilderEvent): string {
  switch (event.event) {
    case 'check':
      return checkLine(event);
    case 'check_failed':
      return `[rebuilder] could not ask the API for the catalogue version (${event.error}); will retry`;
    case 'build_skipped':
      return '[rebuilder] a build is still running; skipping this check';
    case 'build_started':
      return `[rebuilder] building site ${event.id} for catalogue ${short(event.version)}`;
    case 'build_succeeded':
      return `[rebuilder] built site ${event.id} in ${seconds(event.ms)}`;
    case 'folder_not_reused':
      return `[rebuilder] could not prepare an earlier folder for ${event.id} (${event.error}); building in a new one`;
    case 'folder_reused':
      return `[rebuilder] building ${event.id} in the folder of ${event.from}: its unchanged pages stay, ${event.removed} files taken out`;
    case 'build_failed':
      return [
        `[rebuilder] build ${event.id} failed after ${seconds(event.ms)}: ${event.error}. The last good site stays live; retrying at the next check.`,
        `[rebuilder] full output: ${event.log}`,
        ...event.tail.map((line) => `[build] ${line}`),
      ].join('\n');
    case 'swapped':
      return `[rebuilder] site ${event.id} is live (was ${event.previous ?? 'none'})`;
    case 'pruned':
      return `[rebuilder] removed old builds: ${event.removed.join(', ')}`;
    case 'settling':
      return `[rebuilder] the catalogue is still changing (now ${short(event.version)}); waiting for it to settle`;
    case 'cache_cleared':
      return event.reason === 'site_changed'
        ? "[rebuilder] the site's code or settings changed: the next build renders every page"
        : '[rebuilder] the build failed: the next build renders every page';
    case 'publish_requested':
      return `[rebuilder] "publish now" was asked for at ${event.requestedAt}`;
    case 'leading':
      return '[rebuilder] this rebuilder leads: it checks the catalogue and builds the site';
    case 'standing_by':
      return '[rebuilder] another rebuilder leads; standing by, and asking again at every check';
    case 'report_failed':
      return `[rebuilder] could not tell the API about the build (${event.call}: ${event.error}); building goes on`;
    case 'reports_unavailable':
      return '[rebuilder] the API has no build reports (no REBUILDER_TOKEN there, or another API): following the catalogue version only';
  }
}

export const consoleLog = (event: RebuilderEvent): void => {
  if (process.env.REBUILD_LOG_FORMAT === 'json') {
    console.log(JSON.stringify({ time: new Date().toISOString(), source: 'rebuilder', ...event }));
  } else if (
    event.event === 'build_failed' ||
    event.event === 'check_failed' ||
    event.event === 'folder_not_reused' ||
    event.event === 'report_failed'
  ) {
    console.error(formatEvent(event));
  } else {
    console.log(formatEvent(event));
  }
};

/** Sortable by time, unique even for two builds in one second. */
const newBuildId = () =>
  `${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;

const astroPackage = (root: string) =>
  dirname(createRequire(join(root, 'package.json')).resolve('astro/package.json'));
const astroBin = (root: string) => join(astroPackage(root), 'bin', 'astro.mjs');
/** The node_modules folder the project's packages are installed in (the one holding astro). */
const packagesOf = (root: string) => dirname(astroPackage(root));

/** What a build depends on besides the catalogue: the site's code, its static files and PUBLIC_ settings. */
const SOURCE_PATHS = [
  'src',
  'public',
  'contract',
  'astro.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  '.env',
];

async function filesUnder(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return [path];
    if (code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * A hash of everything besides the catalogue that changes the built site, so that new site code
 * (after a deploy or a git pull) is built even when the catalogue has not moved.
 */
export async function siteSourceFingerprint(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const hash = createHash('sha256');
  for (const top of SOURCE_PATHS) {
    const files = (await filesUnder(join(root, top))).filter((file) => !/\.test\.tsx?$/.test(file)).sort();
    for (const file of files) {
      hash.update(relative(root, file)).update('\0');
      hash.update(await readFile(file)).update('\0');
    }
  }
  for (const [key, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (key.startsWith('PUBLIC_')) hash.update(`${key}=${value ?? ''}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** What a build was for, as the API records it. */
const TRIGGERS: Record<BuildReason, BuildStart['trigger']> = {
  no_live_build: 'start',
  catalogue_changed: 'catalogue',
  site_changed: 'code',
  forced: 'publish',
  publish_requested: 'publish',
};

const SECRET_NAME = /TOKEN|SECRET|PASS|PASSWORD|KEY|DATABASE_URL|SMTP_URL/i;

/**
 * Lines of build output as they may leave the machine: the values of secret-looking settings and the
 * credentials of URLs taken out, and no more than the API takes.
 */
export function redactLog(lines: string[], env: NodeJS.ProcessEnv): string {
  const secrets = Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && typeof value === 'string' && value.length >= 6)
    .map(([, value]) => value!)
    .sort((a, b) => b.length - a.length);
  const text = lines
    .map((line) => {
      let clean = line.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi, '$1[redacted]@');
      for (const secret of secrets) clean = clean.split(secret).join('[redacted]');
      return clean;
    })
    .join('\n');
  return text.length > BUILD_LOG_MAX_CHARS ? text.slice(text.length - BUILD_LOG_MAX_CHARS) : text;
}

/**
 * How many pages a build wrote: Astro's own count from its last line ("100209 page(s) built in 1m 27s"),
 * or else by walking the folder (a directory per page, slow at 100,000 products).
 */
async function countPages(outDir: string, tail: string[]): Promise<number | null> {
  for (const line of [...tail].reverse()) {
    const built = /\b(\d+) page\(s\) built in\b/.exec(line);
    if (built) return Number(built[1]);
  }
  try {
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
  } catch {
    return null;
  }
}

/** Unavailable: the API answered that it has no such call (404), so the rebuilder stops asking. */
class ReportsUnavailable extends Error {}

/** The API's internal calls for the rebuilder (decision 053), with the shared secret. */
function createReporter(apiUrl: string, token: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${apiUrl}/internal${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      throw new ReportsUnavailable(`${method} ${path} answered 404`);
    }
    const answer = (await response.json().catch(() => ({}))) as { data?: unknown; error?: string };
    if (!response.ok) throw new Error(`${response.status} ${answer.error ?? response.statusText}`);
    return answer.data;
  };
  return {
    started: (build: BuildStart) => call('POST', '/builds', build),
    finished: (id: string, build: BuildFinish) => call('PUT', `/builds/${encodeURIComponent(id)}`, build),
    async publishRequestedAt(): Promise<string | null> {
      const data = (await call('GET', '/publish-request')) as { requested_at?: unknown } | undefined;
      return typeof data?.requested_at === 'string' ? data.requested_at : null;
    },
  };
}

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const log = options.log ?? consoleLog;
  const siteDir = resolve(options.siteDir);
  const buildsDir = join(siteDir, 'builds');
  const currentLink = join(siteDir, 'current');
  const intervalMs = (options.intervalSeconds ?? 60) * 1000;
  const buildTimeoutMs = (options.buildTimeoutSeconds ?? DEFAULT_BUILD_TIMEOUT_SECONDS) * 1000;
  const api = createApiClient({ baseUrl: options.apiUrl, timeout: 10_000 });
  const publishCheckMs = (options.publishCheckSeconds ?? DEFAULT_PUBLISH_CHECK_SECONDS) * 1000;
  const settleMs = (options.settleSeconds ?? DEFAULT_SETTLE_SECONDS) * 1000;
  const maxSettleMs = (options.maxSettleSeconds ?? DEFAULT_MAX_SETTLE_SECONDS) * 1000;
  const incremental = options.incremental ?? true;
  const cacheDir = join(siteDir, CACHE_FOLDER);
  let reporter = options.reportToken ? createReporter(options.apiUrl, options.reportToken) : null;

  let running: Promise<CheckOutcome> | null = null;
  let child: ChildProcess | null = null;
  let timer: NodeJS.Timeout | null = null;
  let publishTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Whether this rebuilder led at its last check (null before the first). */
  let leading: boolean | null = null;
  /** Wakes a settle wait early when the rebuilder stops. */
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolvePromise) => {
      const timeout = setTimeout(done, ms);
      function done() {
        clearTimeout(timeout);
        wake = null;
        resolvePromise();
      }
      wake = done;
    });

  /** Sends a report; a failure is logged and building goes on. An API without the calls is asked no more. */
  async function report<T>(name: string, send: (to: NonNullable<typeof reporter>) => Promise<T>) {
    if (!reporter) return undefined;
    try {
      return await send(reporter);
    } catch (error) {
      if (error instanceof ReportsUnavailable) {
        reporter = null;
        log({ event: 'reports_unavailable' });
      } else {
        log({ event: 'report_failed', call: name, error: (error as Error).message });
      }
      return undefined;
    }
  }

  async function liveStamp(file: string): Promise<string | null> {
    try {
      return (await readFile(join(currentLink, file), 'utf8')).trim() || null;
    } catch {
      return null;
    }
  }
  const liveVersion = () => liveStamp(VERSION_FILE);
  const buildEnv = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PUBLIC_API_URL: options.apiUrl };
    // Not part of the site's settings: the rebuilder names the cache folder for each build itself.
    delete env[CACHE_DIR_VARIABLE];
    // The build reads the public catalogue; the rebuilder's secret is not its business.
    delete env[REBUILDER_TOKEN_VARIABLE];
    return env;
  };

  async function liveId(): Promise<string | null> {
    try {
      return basename(await readlink(currentLink));
    } catch {
      return null;
    }
  }

  /**
   * Runs astro build into outDir; resolves with null on success or the reason it failed. The build
   * runs in its own empty working folder (workDir) with `--root` pointing at the project: Astro writes
   * its intermediate server chunks under the working folder when outDir lies outside it, so two builds
   * (a second instance, a test run beside `npm start`) never share or delete each other's files. The
   * folder links to the project's node_modules, so those chunks find their packages wherever it lies.
   */
  function runBuild(
    outDir: string,
    workDir: string,
    logPath: string,
    tail: string[],
  ): Promise<{ failure: string | null; timedOut: boolean }> {
    return new Promise((resolvePromise) => {
      const out = createWriteStream(logPath);
      const { command, args } = options.buildCommand?.(outDir) ?? {
        command: process.execPath,
        args: [astroBin(options.root), 'build', '--root', options.root, '--outDir', outDir],
      };
      const proc = spawn(command, args, {
        cwd: workDir,
        env: {
          ...buildEnv(),
          ASTRO_TELEMETRY_DISABLED: '1',
          NODE_ENV: 'production',
          ...(incremental ? { [CACHE_DIR_VARIABLE]: cacheDir } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let pending = '';
      const collect = (chunk: Buffer) => {
        out.write(chunk);
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          // eslint-disable-next-line no-control-regex
          const clean = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
          if (clean) tail.push(clean);
        }
        tail.splice(0, Math.max(0, tail.length - REPORT_LINES));
      };
      proc.stdout.on('data', collect);
      proc.stderr.on('data', collect);
      let timedOut = false;
      const timeout = setTimeout(() => {
        timedOut = true;
        proc.kill('SIGTERM');
      }, buildTimeoutMs);
      const done = (failure: string | null) => resolvePromise({ failure, timedOut });
      proc.on('error', (error) => {
        clearTimeout(timeout);
        child = null;
        out.end(() => done(`could not start astro (${error.message})`));
      });
      proc.on('close', (code, signal) => {
        clearTimeout(timeout);
        child = null;
        if (pending.trim()) tail.push(pending.trim());
        tail.splice(0, Math.max(0, tail.length - REPORT_LINES));
        out.end(() => {
          if (code === 0) done(null);
          else if (stopped) done('stopped');
          else if (signal)
            done(`astro build was stopped by ${signal} (time limit ${buildTimeoutMs / 1000} s)`);
          else done(`astro build exited with code ${code}`);
        });
      });
    });
  }

  async function swapTo(id: string): Promise<string | null> {
    const previous = await liveId();
    const temporary = join(siteDir, `.current-${id}`);
    await rm(temporary, { force: true });
    // Relative, so the data folder can be moved or mounted elsewhere.
    await symlink(join('builds', id), temporary);
    await rename(temporary, currentLink);
    log({ event: 'swapped', id, previous });
    return previous;
  }

  /** Keeps the live build and the one before it (for a quick manual rollback). */
  async function prune(keep: Set<string>): Promise<void> {
    const removed: string[] = [];
    for (const entry of await readdir(buildsDir)) {
      const suffix = ['.log', PAGES_RECORD_SUFFIX].find((end) => entry.endsWith(end)) ?? '';
      const id = entry.slice(0, entry.length - suffix.length);
      if (keep.has(id)) continue;
      await rm(join(buildsDir, entry), { recursive: true, force: true });
      if (!suffix) removed.push(id);
    }
    if (removed.length > 0) log({ event: 'pruned', removed });
  }

  /**
   * The cache is only good for the site code and settings it was made with. Astro checks its own
   * configuration, the lockfile and each route's code; the fingerprint also covers what those miss
   * (.env, PUBLIC_ settings, static files), so a new fingerprint starts the cache afresh.
   */
  async function prepareCache(source: string): Promise<void> {
    if (!incremental) return;
    let made: string | null = null;
    try {
      made = (await readFile(join(cacheDir, SOURCE_FILE), 'utf8')).trim();
    } catch {
      // No cache yet.
    }
    if (made === source) return;
    if (made !== null) log({ event: 'cache_cleared', reason: 'site_changed' });
    await rm(cacheDir, { recursive: true, force: true });
    await mkdir(cacheDir, { recursive: true });
    await writeFile(join(cacheDir, SOURCE_FILE), `${source}\n`);
  }

  async function readJson(path: string): Promise<unknown> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as unknown;
    } catch {
      return null;
    }
  }

  /**
   * Incremental builds write into the newest earlier build folder that is not live, made from the same
   * site code, instead of a new one (decision 131): its unchanged pages stay where they are, and only
   * what changed since is written. Making 100,000 page folders anew took longer than rendering the
   * changed pages. What the folder holds that is not the cache's current finished page is taken out
   * first (`staleInReusedBuild`); the build's policy pass takes out what it no longer makes. A failed
   * build removes the folder, as it would a new one, and clears the cache. Reuse only saves time: if
   * preparing the folder fails, what was made of it goes and the build starts in a new folder.
   */
  async function reuseFolder(id: string, outDir: string, source: string): Promise<void> {
    try {
      await reuseFolderOrThrow(id, outDir, source);
    } catch (error) {
      log({ event: 'folder_not_reused', id, error: (error as Error).message });
      await rm(outDir, { recursive: true, force: true });
    }
  }

  async function reuseFolderOrThrow(id: string, outDir: string, source: string): Promise<void> {
    const current = await readJson(join(cacheDir, POLICY_RECORD));
    if (current === null) return;
    const live = await liveId();
    const earlier = (await readdir(buildsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== live)
      .map((entry) => entry.name)
      .sort()
      .reverse();
    for (const from of earlier) {
      const folder = join(buildsDir, from);
      const made = await readFile(join(folder, SOURCE_FILE), 'utf8').catch(() => '');
      if (made.trim() !== source) continue;
      const stale = staleInReusedBuild(await readJson(`${folder}${PAGES_RECORD_SUFFIX}`), current);
      if (stale === null) continue;
      await rm(`${folder}${PAGES_RECORD_SUFFIX}`, { force: true });
      // Not a build that can go live or be reused any more, should this one stop half-way.
      await rm(join(folder, VERSION_FILE), { force: true });
      await rm(join(folder, SOURCE_FILE), { force: true });
      await rename(folder, outDir);
      await removeOutputs(pathToFileURL(`${outDir}/`), stale);
      // The build's scripts and styles are written afresh; older ones would only pile up.
      await rm(join(outDir, '_astro'), { recursive: true, force: true });
      log({ event: 'folder_reused', id, from, removed: stale.length });
      return;
    }
  }

  async function build(version: string, source: string, reason: BuildReason): Promise<CheckOutcome> {
    await prepareCache(source);
    const id = newBuildId();
    const outDir = join(buildsDir, id);
    if (incremental) await reuseFolder(id, outDir, source);
    const logPath = join(buildsDir, `${id}.log`);
    // A dot name: the site server never serves it, and prune() removes one a crash left behind.
    const workDir = join(buildsDir, `.${id}.work`);
    await mkdir(workDir, { recursive: true });
    // Astro writes intermediate chunks under the working folder, and they import the project's
    // packages by name: Node finds them in the nearest node_modules above the chunk. DATA_DIR may lie
    // outside the project (production installs keep data elsewhere), so the working folder gets a link
    // to the project's packages.
    if (!options.buildCommand)
      await symlink(packagesOf(options.root), join(workDir, 'node_modules'), 'junction');
    log({ event: 'build_started', id, version });
    const trigger = TRIGGERS[reason];
    const startReport = report('build started', (to) =>
      to.started({ id, trigger, catalogue_version: version }),
    );
    const started = performance.now();
    const tail: string[] = [];
    const result = await runBuild(outDir, workDir, logPath, tail);
    let failure = result.failure;
    await rm(workDir, { recursive: true, force: true });
    if (!failure) {
      try {
        await access(join(outDir, 'index.html'));
      } catch {
        failure = 'the build produced no index.html';
      }
    }
    const ms = Math.round(performance.now() - started);
    const pages = failure ? null : await countPages(outDir, tail);
    await startReport;
    // Every build that started is reported as ended, a stopped one as failed.
    const lines = failure ? [...tail, `[rebuilder] ${failure}`] : tail;
    await report('build finished', (to) =>
      to.finished(id, {
        trigger,
        catalogue_version: version,
        outcome: failure ? (result.timedOut ? 'timed_out' : 'failed') : 'succeeded',
        duration_ms: ms,
        pages,
        log: redactLog(lines, {
          ...process.env,
          ...options.env,
          [REBUILDER_TOKEN_VARIABLE]: options.reportToken,
        }),
      }),
    );
    if (failure) {
      await rm(outDir, { recursive: true, force: true });
      // A build stopped half-way may have left the cache between two states: start afresh.
      if (incremental) {
        await rm(cacheDir, { recursive: true, force: true });
        if (!stopped) log({ event: 'cache_cleared', reason: 'build_failed' });
      }
      if (!stopped)
        log({
          event: 'build_failed',
          id,
          version,
          ms,
          error: failure,
          log: logPath,
          tail: tail.slice(-TAIL_LINES),
        });
      return 'build_failed';
    }
    // The version read before the build started: if the catalogue moved on meanwhile, the next
    // check sees a difference and builds again, rather than this build claiming newer data.
    await writeFile(join(outDir, VERSION_FILE), `${version}\n`);
    await writeFile(join(outDir, SOURCE_FILE), `${source}\n`);
    // What the folder now holds, for a later build that reuses it.
    if (incremental)
      await copyFile(join(cacheDir, POLICY_RECORD), `${outDir}${PAGES_RECORD_SUFFIX}`).catch(() => undefined);
    log({ event: 'build_succeeded', id, version, ms });
    const previous = await swapTo(id);
    await prune(new Set([id, ...(previous ? [previous] : [])]));
    return 'built';
  }

  /** Whether this rebuilder may build now; logs when that changes. */
  async function leads(): Promise<boolean> {
    if (!options.leadership) return true;
    const now = await options.leadership.lead();
    if (now !== leading) log({ event: now ? 'leading' : 'standing_by' });
    leading = now;
    return now;
  }

  async function checkNow(force: boolean, publish: boolean): Promise<CheckOutcome> {
    if (!(await leads())) return 'standby';
    const started = performance.now();
    let version: string;
    try {
      version = (await api.getCatalogueVersion()).version;
    } catch (error) {
      log({
        event: 'check_failed',
        error: toApiError(error).describe(),
        ms: Math.round(performance.now() - started),
      });
      return 'api_unreachable';
    }
    const live = await liveVersion();
    const source = await siteSourceFingerprint(options.root, buildEnv());
    const reason: BuildReason | null = publish
      ? 'publish_requested'
      : force
        ? 'forced'
        : live === null
          ? 'no_live_build'
          : live !== version
            ? 'catalogue_changed'
            : (await liveStamp(SOURCE_FILE)) !== source
              ? 'site_changed'
              : null;
    log({ event: 'check', version, live, reason, ms: Math.round(performance.now() - started) });
    if (!reason) return 'unchanged';
    if (reason === 'catalogue_changed') {
      const settled = await settle(version);
      if (settled === null) return stopped ? 'unchanged' : 'api_unreachable';
      version = settled;
    }
    return build(version, source, reason);
  }

  /**
   * Waits until the catalogue version stands still for the settle period, so that a burst of changes
   * (a CSV import, a bulk price change, an editor saving field after field) makes one build. Gives up
   * waiting after the longest wait and builds what is there. Null when stopped or the API is gone.
   */
  async function settle(noticed: string): Promise<string | null> {
    const since = performance.now();
    let version = noticed;
    while (settleMs > 0 && performance.now() - since < maxSettleMs) {
      await sleep(Math.min(settleMs, Math.max(0, maxSettleMs - (performance.now() - since))));
      if (stopped) return null;
      let now: string;
      try {
        now = (await api.getCatalogueVersion()).version;
      } catch (error) {
        log({ event: 'check_failed', error: toApiError(error).describe(), ms: 0 });
        return null;
      }
      if (now === version) break;
      version = now;
      log({ event: 'settling', version });
    }
    return version;
  }

  function check({ force = false, publish = false } = {}): Promise<CheckOutcome> {
    if (running) {
      log({ event: 'build_skipped', reason: 'build_in_progress' });
      return Promise.resolve('busy');
    }
    const task = checkNow(force, publish).finally(() => {
      running = null;
    });
    running = task;
    return task;
  }

  /**
   * "Publish now": asked while no build runs (a build that starts after the request takes it; one
   * running since before it leaves it for the next ask).
   */
  async function checkPublish(): Promise<CheckOutcome | 'not_requested'> {
    if (!reporter || running || (options.leadership && !leading)) return 'not_requested';
    const requestedAt = await report('publish request', (to) => to.publishRequestedAt());
    if (!requestedAt || running || stopped) return 'not_requested';
    log({ event: 'publish_requested', requestedAt });
    return check({ publish: true });
  }

  /**
   * The next check comes after the interval; right after a build it comes after the settle period
   * instead, so that a change made while the build ran waits for no more than one more build.
   */
  function schedule(delayMs = intervalMs) {
    if (stopped) return;
    timer = setTimeout(() => {
      void check().then(
        (outcome) => schedule(outcome === 'built' ? Math.min(settleMs, intervalMs) : intervalMs),
        () => schedule(),
      );
    }, delayMs);
  }

  function schedulePublish() {
    if (stopped || !reporter) return;
    publishTimer = setTimeout(() => {
      void checkPublish().finally(schedulePublish);
    }, publishCheckMs);
  }

  return {
    check,
    checkPublish,
    liveVersion,
    start() {
      stopped = false;
      if (!timer) schedule();
      if (!publishTimer) schedulePublish();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (publishTimer) clearTimeout(publishTimer);
      timer = null;
      publishTimer = null;
      child?.kill('SIGTERM');
      wake?.();
      await running?.catch(() => undefined);
      await options.leadership?.release();
      leading = null;
    },
  };
}

/**
 * How long one build may take before it is stopped (and the live site kept). A build takes about a
 * minute per 1,000 products on two cores, so the default leaves room for a catalogue of ~20,000.
 */
export const DEFAULT_BUILD_TIMEOUT_SECONDS = 1800;

export function intervalFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a positive number of seconds, got "${value}".`);
  return number;
}

/** REBUILD_SETTLE_SECONDS and REBUILD_MAX_WAIT_SECONDS, as the rebuilder's options. */
export function settleFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    settleSeconds: intervalFrom(env.REBUILD_SETTLE_SECONDS, DEFAULT_SETTLE_SECONDS, 'REBUILD_SETTLE_SECONDS'),
    maxSettleSeconds: intervalFrom(
      env.REBUILD_MAX_WAIT_SECONDS,
      DEFAULT_MAX_SETTLE_SECONDS,
      'REBUILD_MAX_WAIT_SECONDS',
    ),
  };
}

if (import.meta.main) {
  const { siteDirFrom } = await import('./site-server.ts');
  // With PostgreSQL, several rebuilders may run for one deployment (for failover): one leads (decision 143).
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const { postgresLeadership } = await import('./leadership.ts');
  const rebuilder = createRebuilder({
    ...(databaseUrl ? { leadership: postgresLeadership(databaseUrl, 'rebuilder') } : {}),
    root: resolve(import.meta.dirname, '..', '..'),
    siteDir: siteDirFrom(),
    apiUrl: (process.env.PUBLIC_API_URL || 'http://localhost:4000/api/v1').replace(/\/+$/, ''),
    intervalSeconds: intervalFrom(process.env.REBUILD_INTERVAL_SECONDS, 60, 'REBUILD_INTERVAL_SECONDS'),
    buildTimeoutSeconds: intervalFrom(
      process.env.REBUILD_TIMEOUT_SECONDS,
      DEFAULT_BUILD_TIMEOUT_SECONDS,
      'REBUILD_TIMEOUT_SECONDS',
    ),
    reportToken: process.env[REBUILDER_TOKEN_VARIABLE]?.trim() || undefined,
    ...settleFromEnv(),
  });
  await rebuilder.check();
  rebuilder.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void rebuilder.stop().then(() => process.exit(0)));
  }
}
