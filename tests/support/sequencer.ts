// The order test files start in. Vitest's own order runs the projects one after another (by name) and,
// on a fresh clone with no timings cached, the larger files of each first. The few files that start
// processes of their own (an API, a build, a database cluster) run for tens of seconds each; queued
// behind their project's short files, the last of them kept one worker busy for a minute while the other
// had nothing left. Started all at once, they and their children crowded two cores so much that tests
// about timing failed. So they take turns with the other files: one that starts processes, then one that
// does not, and so on, each kind in Vitest's order, whatever their project.
import { readFile } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a test file imports to start a process: a child Node, the API, the product, a build, a cluster. */
const STARTS_PROCESSES =
  /from '(node:child_process|[^']*\/(api-process|rebuilder-process|product|postgres-cluster|rebuilder)\.ts)'/;

export default class ProcessesTakeTurns extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = new Set<string>();
    await Promise.all(
      [...new Set(sorted.map((spec) => spec.moduleId))].map(async (file) => {
        if (STARTS_PROCESSES.test(await readFile(file, 'utf8'))) heavy.add(file);
      }),
    );
    const starting = sorted.filter((spec) => heavy.has(spec.moduleId));
    const others = sorted.filter((spec) => !heavy.has(spec.moduleId));
    const order: TestSpecification[] = [];
    for (let i = 0; i < Math.max(starting.length, others.length); i++) {
      if (starting[i]) order.push(starting[i]!);
      if (others[i]) order.push(others[i]!);
    }
    return order;
  }
}
