// The real API as a child process (`node server/main.ts`), for tests that kill, restart or multiply it.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  output(): string;
}

const children: ChildProcess[] = [];

/** Starts the API with `env` over the test's environment and resolves once it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 25);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`API exited before listening:\n${output.slice(-3000)}`));
    });
  });
  return { child, url, exited, output: () => output };
}

/** Kills (SIGKILL) every API process this file started that is still running. */
export function killApiProcesses(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
