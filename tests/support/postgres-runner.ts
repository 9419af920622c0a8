// Test runner of the `api-postgres` project. When the global setup could not start PostgreSQL (and the run
// does not require it), every file is skipped before its hooks run, so test files need no guard of their own.
import { TestRunner, inject, type RunnerTask, type RunnerTestFile } from 'vitest';

export default class PostgresTestRunner extends TestRunner {
  onCollected(files: RunnerTestFile[]): void {
    const reason = inject('postgresUnavailable');
    if (!reason) return;
    const skip = (task: RunnerTask): void => {
      task.mode = 'skip';
      task.result = { state: 'skip' };
      if (task.type === 'suite') task.tasks.forEach(skip);
    };
    files.forEach(skip);
  }
}
