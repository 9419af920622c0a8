// Runs commands at the same time and fails if any of them fails: for checks that each keep one core busy
// (the type checker and Astro's checker, the linter and the API document's linter), so that on two cores
// the pair takes as long as the longer one. Each command's output is printed whole when it ends, under
// its name, so the two never interleave.
//   node scripts/checks/side-by-side.ts 'tsc --noEmit' 'astro check --minimumSeverity error'
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("Usage: node scripts/checks/side-by-side.ts '<command>' '<command>' …");
  process.exit(2);
}

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${command}  (${status === 0 ? 'ok' : `failed, ${signal ?? code}`}, ${seconds} s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(commands.map(run));
process.exit(statuses.find((status) => status !== 0) ?? 0);
