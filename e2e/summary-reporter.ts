import type { Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/** The expect() calls a test made (Playwright records each as a step), nested steps included. */
const checksIn = (steps: TestStep[]): number =>
  steps.reduce((sum, step) => sum + (step.category === "expect" ? 1 : 0) + checksIn(step.steps), 0);

/**
 * Ends the run with one line CI can read: "N passed, N failed", after the number of checks (expect
 * calls) the tests made, so a change to the suite can show it tests no less. (The list reporter's own
 * summary names every test that passed only when run again, as "flaky".)
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private checks = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    this.checks += checksIn(result.steps);
    if (result.status === "skipped") this.skipped += 1;
    else if (result.status === test.expectedStatus) this.passed += 1;
    else if (result.retry === test.retries) this.failed += 1;
  }

  onEnd(): void {
    console.log(`\nbrowser checks: ${this.checks} expect() calls`);
    console.log(`browser: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
