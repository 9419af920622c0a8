// `npm start`: the whole product on one machine. Starts the reference API, waits until it is ready,
// builds the site from it when the catalogue has changed since the last build, serves the built site
// and keeps rebuilding it as the catalogue changes. Ctrl-C stops everything cleanly. The API and the
// rebuilder share a secret (REBUILDER_TOKEN, made for the run when unset), with which the rebuilder
// reports its builds to the back office and picks up "publish now".
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { API_NODE_OPTIONS } from './api-node-options.ts';
import {
  createRebuilder,
  DEFAULT_BUILD_TIMEOUT_SECONDS,
  intervalFrom,
  REBUILDER_TOKEN_VARIABLE,
  settleFromEnv,
  type Rebuilder,
} from './rebuilder.ts';
import {
  PortInUseError,
  portFrom,
  siteDirFrom,
  startSiteServer,
  type RunningSiteServer,
} from './site-server.ts';

const root = resolve(import.meta.dirname, '..', '..');
// The API resolves DATA_DIR against the working directory; so do the site and the rebuilder.
process.chdir(root);
try {
  // Values already in the environment win over the file.
  process.loadEnvFile(join(root, '.env'));
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}

// Imported after .env is loaded, so PUBLIC_BRAND_NAME there applies to the banner too.
const { brand } = await import('../../src/lib/brand.ts');

/** An error whose message is complete for the person running `npm start`: no stack trace. */
class StartError extends Error {
  override name = 'StartError';
}

const STOP_GRACE_MS = 10_000;

const say = (line: string) => console.log(`[start] ${line}`);

/** Where this machine reaches a server listening on `host` (wildcards and localhost mean loopback). */
const loopback = (host: string) =>
  host === '0.0.0.0' || host === '::' || host === 'localhost' ? '127.0.0.1' : host;

async function assertPortFree(port: number, host: string, what: string, variable: string): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolvePromise, reject) => {
      probe.once('error', reject);
      probe.listen(port, host, () => resolvePromise());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartError(
        `Port ${port} is already in use, so ${what} cannot start. Is ${brand.name} already running? ` +
          `Stop whatever is using the port, or set ${variable} to a free one.`,
      );
    }
    throw error;
  } finally {
    await new Promise((resolvePromise) => probe.close(resolvePromise));
  }
}

/** Copies a stream to ours line by line under a prefix, remembering the last lines for error messages. */
function relay(stream: NodeJS.ReadableStream, target: NodeJS.WriteStream, prefix: string, recent: string[]) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    target.write(`${prefix}${line}\n`);
    recent.push(line);
    if (recent.length > 20) recent.shift();
  });
}

interface ApiProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  recent: string[];
}

function startApi(port: number): ApiProcess {
  const entry = join(root, 'server', 'main.ts');
  if (!existsSync(entry)) throw new StartError(`The API entry point ${entry} is missing.`);
  const child = spawn(process.execPath, [...API_NODE_OPTIONS, entry], {
    cwd: root,
    // The API's output comes through a pipe, so it cannot see the terminal: say so for readable logs.
    env: {
      ...process.env,
      PORT: String(port),
      ...(process.env.LOG_FORMAT === undefined && process.stdout.isTTY ? { LOG_FORMAT: 'pretty' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  if (child.stdout) relay(child.stdout, process.stdout, '[api] ', recent);
  if (child.stderr) relay(child.stderr, process.stderr, '[api] ', recent);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolvePromise) => {
    // 'close' rather than 'exit': by then its output has been relayed in full.
    child.once('close', (code, signal) => resolvePromise({ code, signal }));
    child.once('error', () => resolvePromise({ code: null, signal: null }));
  });
  return { child, exited, recent };
}

// eslint-disable-next-line no-control-regex
const stripColours = (line: string): string => line.replace(/\u001b\[[\d;]*m/g, '');

/** The error line of a crashed process's output (the rest is a stack trace), else its last lines. */
function summarise(lines: string[]): string[] {
  const meaningful = lines.map((line) => line.trim()).filter(Boolean);
  const errorAt = meaningful.findLastIndex(
    (line) =>
      /^(\w*Error\b|Error:|\[?ERR)/.test(line) ||
      /"level":\s*(50|60)/.test(line) ||
      /^\[[\d:.]+\] (ERROR|FATAL)\b/.test(stripColours(line)),
  );
  return errorAt >= 0
    ? meaningful.slice(errorAt, errorAt + 2).filter((line) => !line.startsWith('at '))
    : meaningful.slice(-5);
}

async function waitUntilReady(api: ApiProcess, readyUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void api.exited.then((value) => {
    exit = value;
  });
  while (Date.now() < deadline) {
    if (exit) {
      const { code, signal } = exit;
      throw new StartError(
        `The API stopped before it was ready (${signal ? `signal ${signal}` : `exit code ${code}`}).` +
          `\n${summarise(api.recent)
            .map((line) => `  ${line}`)
            .join('\n')}`,
      );
    }
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
  }
  throw new StartError(
    `The API did not become ready at ${readyUrl} within ${timeoutMs / 1000} s (API_READY_TIMEOUT_SECONDS).`,
  );
}

async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const forced = setTimeout(() => api.child.kill('SIGKILL'), STOP_GRACE_MS);
  await api.exited;
  clearTimeout(forced);
}

function readConfig() {
  try {
    return {
      apiPort: portFrom(process.env.PORT, 4000, 'PORT'),
      sitePort: portFrom(process.env.SITE_PORT, 4321, 'SITE_PORT'),
      readyTimeoutMs:
        intervalFrom(process.env.API_READY_TIMEOUT_SECONDS, 180, 'API_READY_TIMEOUT_SECONDS') * 1000,
      rebuildIntervalSeconds: intervalFrom(
        process.env.REBUILD_INTERVAL_SECONDS,
        60,
        'REBUILD_INTERVAL_SECONDS',
      ),
      rebuildTimeoutSeconds: intervalFrom(
        process.env.REBUILD_TIMEOUT_SECONDS,
        DEFAULT_BUILD_TIMEOUT_SECONDS,
        'REBUILD_TIMEOUT_SECONDS',
      ),
      rebuildSettle: settleFromEnv(),
    };
  } catch (error) {
    throw new StartError((error as Error).message);
  }
}

async function main(): Promise<void> {
  const { apiPort, sitePort, readyTimeoutMs, rebuildIntervalSeconds, rebuildTimeoutSeconds, rebuildSettle } =
    readConfig();
  if (apiPort === sitePort)
    throw new StartError(`PORT and SITE_PORT are both ${apiPort}; the API and the site need a port each.`);
  const apiHost = process.env.HOST || '127.0.0.1';
  const siteHost = process.env.SITE_HOST || '127.0.0.1';
  const apiUrl = (process.env.PUBLIC_API_URL || `http://localhost:${apiPort}/api/v1`).replace(/\/+$/, '');
  // One set of defaults for the API, the build and the provider, so that whatever is left unset
  // agrees: image URLs and the sign-in issuer on the API's origin as the site calls it, the site's
  // own origin allowed to call the API and to come back from sign-in. (A PUBLIC_API_ORIGIN of
  // 127.0.0.1 against a site that calls localhost would fail every ID token's issuer check.)
  const siteUrl = (process.env.PUBLIC_SITE_URL || `http://localhost:${sitePort}`).replace(/\/+$/, '');
  process.env.PUBLIC_API_URL = apiUrl;
  process.env.PUBLIC_API_ORIGIN ||= new URL(apiUrl).origin;
  process.env.PUBLIC_SITE_URL = siteUrl;
  // Images from the disk are published on the site's origin, which forwards /media/* to the API: a page
  // and its pictures then share one connection (decision 127). A value in .env or the environment wins.
  const mediaOnSite = (process.env.MEDIA_STORAGE ?? 'disk') === 'disk' && !process.env.MEDIA_PUBLIC_URL;
  if (mediaOnSite) process.env.MEDIA_PUBLIC_URL = new URL(siteUrl).origin;
  process.env.CORS_ORIGINS ||= [
    ...new Set([new URL(siteUrl).origin, `http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`]),
  ].join(',');
  const siteDir = siteDirFrom();
  // The API child inherits it from this environment; a value in .env or the environment is kept.
  process.env[REBUILDER_TOKEN_VARIABLE] ||= randomBytes(32).toString('base64url');
  const reportToken = process.env[REBUILDER_TOKEN_VARIABLE];

  await assertPortFree(sitePort, siteHost, 'the site', 'SITE_PORT');
  await assertPortFree(apiPort, apiHost, 'the API', 'PORT');

  let api: ApiProcess | null = null;
  let rebuilder: Rebuilder | null = null;
  let site: RunningSiteServer | null = null;
  let stopping: Promise<void> | null = null;

  const stopAll = (reason: string, exitCode: number) => {
    stopping ??= (async () => {
      say(`${reason}; stopping...`);
      await rebuilder?.stop();
      await site?.close();
      if (api) await stopApi(api);
      say('stopped.');
      process.exit(exitCode);
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stopAll(`received ${signal}`, 0));

  try {
    say(`starting the API on port ${apiPort}`);
    api = startApi(apiPort);
    await waitUntilReady(api, `http://${loopback(apiHost)}:${apiPort}/readyz`, readyTimeoutMs);
    say('the API is ready');

    rebuilder = createRebuilder({
      root,
      siteDir,
      apiUrl,
      intervalSeconds: rebuildIntervalSeconds,
      buildTimeoutSeconds: rebuildTimeoutSeconds,
      reportToken,
      ...rebuildSettle,
    });
    const outcome = await rebuilder.check();
    const live = await rebuilder.liveVersion();
    if (outcome !== 'built' && outcome !== 'unchanged') {
      if (live === null)
        throw new StartError(
          'The site could not be built, and there is no earlier build to serve (see the output above).',
        );
      say('the new build failed; serving the last good build meanwhile');
    } else if (outcome === 'unchanged') {
      say('the live build is up to date with the catalogue and the site code; serving it');
    }

    site = await startSiteServer({
      siteDir,
      port: sitePort,
      host: siteHost,
      mediaUpstream: mediaOnSite ? `http://${loopback(apiHost)}:${apiPort}` : undefined,
    });
    rebuilder.start();

    void api.exited.then(({ code, signal }) => {
      if (!stopping) {
        console.error(
          `[start] the API stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`})`,
        );
        void stopAll('the API is gone', 1);
      }
    });

    console.log(`\n${brand.name} is running: open ${site.url}`);
    console.log(`API docs: http://localhost:${apiPort}/api/docs\n`);
  } catch (error) {
    if (stopping) return;
    const message =
      error instanceof StartError || error instanceof PortInUseError ? error.message : (error as Error).stack;
    console.error(`\n[start] ${message}\n`);
    await stopAll('start-up failed', 1);
  }
}

try {
  await main();
} catch (error) {
  console.error(
    `\n[start] ${error instanceof StartError || error instanceof PortInUseError ? error.message : (error as Error).stack}\n`,
  );
  process.exit(1);
}
