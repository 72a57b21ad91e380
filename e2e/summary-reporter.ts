import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Ends the run with one line CI can read: "N passed, N failed". */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "skipped") this.skipped += 1;
    else if (result.status === test.expectedStatus) this.passed += 1;
    else if (result.retry === test.retries) this.failed += 1;
  }

  onEnd(): void {
    console.log(`\nbrowser: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
