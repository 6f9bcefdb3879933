import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** Whether a suite around `test` failed (a hook threw), so that it never ran. */
function inFailedSuite(test: TestCase): boolean {
  for (let parent = test.parent; ; parent = parent.parent) {
    if (parent.state() === 'failed') return true;
    if (parent.type === 'module') return false;
  }
}

/**
 * Ends a run with the plain line "N passed, N failed, N skipped", which CI reads. A test that did
 * not run because its suite failed counts as failed, not skipped.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed' || inFailedSuite(test)) counts.failed++;
        else counts.skipped++;
      }
    }
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
