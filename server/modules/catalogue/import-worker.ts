// Runs import jobs in the API process, as the outbox worker delivers e-mail: it polls for due jobs (and
// is woken as soon as this process queues one), runs one at a time, and stops between jobs when the
// API shuts down. A job left behind by a process that died is taken up again once its lease runs out;
// on the embedded database, which one process owns, leases found at start are released at once.
import type { Database } from '../../db/client.ts';
import type { ImportsService } from './import.service.ts';

export interface ImportWorkerLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface ImportWorker {
  start(log: ImportWorkerLog): Promise<void>;
  /** Stops polling and waits for the job in hand, at most `graceMs`; an unfinished job keeps its lease. */
  stop(graceMs?: number): Promise<void>;
}

export function createImportWorker(
  database: Database,
  imports: ImportsService,
  options: { pollMs?: number } = {},
): ImportWorker {
  const pollMs = options.pollMs ?? 2000;
  let running = false;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let wakeSleeper: (() => void) | undefined;
  let woken = false;
  let unsubscribe: (() => void) | undefined;

  const sleep = () =>
    new Promise<void>((resolve) => {
      wakeSleeper = resolve;
      timer = setTimeout(resolve, pollMs);
    }).finally(() => {
      clearTimeout(timer);
      wakeSleeper = undefined;
    });

  const loop = async (log: ImportWorkerLog) => {
    while (running) {
      let ran: string | null = null;
      try {
        const round = imports.runOnce((error, message) => log.warn({ err: error }, message));
        current = round;
        ran = await round;
        if (ran) log.info({ importJob: ran }, 'import job handled');
      } catch (error) {
        // The database may be briefly unavailable; jobs are safe in their table.
        log.error({ err: error }, 'import round failed');
      }
      if (!running) break;
      if (ran || woken) {
        woken = false;
        continue;
      }
      await sleep();
    }
  };

  return {
    async start(log) {
      if (running) return;
      if (database.kind === 'pglite') {
        const released = await imports.releaseLeases();
        if (released > 0) log.warn({ released }, 'import jobs of a previous run are taken up again');
      }
      running = true;
      unsubscribe = imports.onQueued(() => {
        if (wakeSleeper) wakeSleeper();
        else woken = true;
      });
      void loop(log);
    },
    async stop(graceMs = 5000) {
      running = false;
      unsubscribe?.();
      wakeSleeper?.();
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        current.catch(() => {}),
        new Promise<void>((resolve) => {
          graceTimer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(graceTimer);
    },
  };
}
