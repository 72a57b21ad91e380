import { test, expect, ROUTES } from "./fixtures";

/**
 * Every page asks the browser to prerender the site's pages on hover or press. Prerendering itself
 * cannot be watched here (Chromium turns it off while a DevTools client such as Playwright is
 * attached; `npm run bench:nav` measures it with real input), but the rules must be read without a
 * console error and without a Content-Security-Policy violation.
 */
test.describe("speculation rules", () => {
  for (const route of ROUTES)
    test(`${route} carries one set of rules that Chromium accepts`, async ({ page, problems }) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        if (/speculation/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
      });
      const response = await page.goto(route, { waitUntil: "load" });
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src [^;]*'sha256-/);
      const rules = await page.evaluate(() => ({
        supported: HTMLScriptElement.supports?.("speculationrules") ?? false,
        blocks: [...document.querySelectorAll('script[type="speculationrules"]')].map(
          (script) => JSON.parse(script.textContent ?? "") as { prerender?: { eagerness?: string }[] },
        ),
      }));
      expect(rules.supported).toBe(true);
      expect(rules.blocks).toHaveLength(1);
      expect(rules.blocks[0].prerender?.map((rule) => rule.eagerness)).toEqual(["moderate"]);
      expect(messages).toEqual([]);
      expect(problems).toEqual([]);
    });
});
