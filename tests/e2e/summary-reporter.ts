import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Ends a run with the plain line "N passed, N failed, N skipped", which CI reads. A test of the
 * run that never ended (a project Playwright did not schedule) fails the run: Playwright itself
 * only says "did not run" and exits 0.
 */
export default class SummaryReporter implements Reporter {
  #counts = { passed: 0, failed: 0, skipped: 0 };
  #planned = 0;

  onBegin(_config: FullConfig, suite: Suite) {
    this.#planned = suite.allTests().length;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    // By outcome, not status: a test marked test.fail() that fails as expected has passed.
    const outcome = test.outcome();
    if (outcome === 'skipped') this.#counts.skipped++;
    else if (outcome === 'unexpected') this.#counts.failed++;
    else this.#counts.passed++;
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const { passed, failed, skipped } = this.#counts;
    const didNotRun = this.#planned - passed - failed - skipped;
    console.log(
      `${passed} passed, ${failed} failed, ${skipped} skipped${didNotRun > 0 ? `, ${didNotRun} did not run` : ''}`,
    );
    // A run stopped early (a failure with --max-failures, an interrupt) is already not passed.
    return didNotRun > 0 && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}
