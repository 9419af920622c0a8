// A vitest reporter for CI's stage table (.ci/run): how long each test project ran, from its first file's
// start to its last file's end, written as tab-separated lines (`vitest <project>\t<seconds>`) to the
// file named by VITEST_PROJECT_TIMES. Projects can overlap, so the spans need not add up to the whole run.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class ProjectTimesReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number }>();

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name || 'default';
    const now = Date.now();
    const span = this.spans.get(name);
    if (span) span.start = Math.min(span.start, now);
    else this.spans.set(name, { start: now, end: now });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name || 'default');
    if (span) span.end = Math.max(span.end, Date.now());
  }

  onTestRunEnd(): void {
    const file = process.env.VITEST_PROJECT_TIMES;
    if (!file) return;
    const lines = [...this.spans].map(
      ([name, { start, end }]) => `vitest ${name}\t${Math.round((end - start) / 1000)}\n`,
    );
    writeFileSync(file, lines.join(''));
  }
}
