import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends a run with the plain line "N passed, N failed, N skipped", which CI reads. */
export default class SummaryReporter implements Reporter {
  #counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    // By outcome, not status: a test marked test.fail() that fails as expected has passed.
    const outcome = test.outcome();
    if (outcome === 'skipped') this.#counts.skipped++;
    else if (outcome === 'unexpected') this.#counts.failed++;
    else this.#counts.passed++;
  }

  onEnd(_result: FullResult) {
    const { passed, failed, skipped } = this.#counts;
    console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
