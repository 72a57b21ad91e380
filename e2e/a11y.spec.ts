import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, ROUTES, setWidth, test, WIDTHS } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test.describe(`at ${width}px`, () => {
    for (const route of ROUTES) {
      test(`${route} has no axe violations and no CSP violations`, async ({ page, problems }) => {
        await setWidth(page, width);
        await page.goto(route);
        await hydrated(page);
        const results = await new AxeBuilder({ page })
          .withTags(WCAG_TAGS)
          // The third-party map frame is blocked offline; its own content is not ours to check.
          .exclude("iframe")
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
        expect(summary).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

test("the error screen has no axe violations", async ({ page }) => {
  await setWidth(page, WIDTHS.phone);
  await page.goto("/no-such-page");
  await hydrated(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
