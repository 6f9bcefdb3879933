import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends a run with the plain line "N passed, N failed, N skipped", which CI reads. */
export default class SummaryReporter implements Reporter {
  #counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.#counts.passed++;
    else if (result.status === 'skipped') this.#counts.skipped++;
    else this.#counts.failed++;
  }

  onEnd(_result: FullResult) {
    const { passed, failed, skipped } = this.#counts;
    console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
