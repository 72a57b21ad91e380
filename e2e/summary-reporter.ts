import type { Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/** The expect() calls a test made (Playwright records each as a step), nested steps included. */
const checksIn = (steps: TestStep[]): number =>
  steps.reduce((sum, step) => sum + (step.category === "expect" ? 1 : 0) + checksIn(step.steps), 0);

/**
 * Ends the run with one line CI can read: "N passed, N failed", after the number of checks (expect
 * calls) the tests made, so a change to the suite can show it tests no less, and the name of every
 * test that passed only when run again, so a flaky test is seen and fixed rather than hidden.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private checks = 0;
  private flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.checks += checksIn(result.steps);
    if (result.status === "skipped") this.skipped += 1;
    else if (result.status === test.expectedStatus) {
      this.passed += 1;
      if (result.retry > 0) this.flaky.push(test.titlePath().slice(1).join(" › "));
    } else if (result.retry === test.retries) this.failed += 1;
  }

  onEnd(): void {
    console.log(`\nbrowser checks: ${this.checks} expect() calls`);
    for (const title of this.flaky) console.log(`passed only on its retry (flaky): ${title}`);
    console.log(`browser: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
