import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { findAll, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { pageFile } from "../hosting/pageFiles";
import { axeViolations, expect, holdScripts, PAGES, ROUTES, setWidth, test, WIDTHS } from "./fixtures";
import { probe } from "./a11yProbe";
import { MAP_ROUTES, VIDEO_SERVICE_ROUTE } from "../__tests__/routes";
import { STRINGS } from "../src/i18n/dictionary";

/**
 * Every page of the site, with every page-level check on one load of it: in the browser on nginx; on Cloudflare's runtime, which
 * serves the same files with its own answers, fetched over HTTP, and one page of each template in each language in the browser.
 */
test.describe.configure({ timeout: 90_000 });

/**
 * E2E_ROUTES (comma-separated) narrows the pass to the pages a content-only change touched
 * (scripts/test.sh); a route the site does not have is a mistake, not a skip.
 */
const only = process.env.E2E_ROUTES?.split(",").filter(Boolean);
const unknown = only?.filter((route) => !ROUTES.includes(route)) ?? [];
if (unknown.length > 0) throw new Error(`E2E_ROUTES names pages the site does not have: ${unknown.join(", ")}`);
const CHECKED = only ? ROUTES.filter((route) => only.includes(route)) : ROUTES;

/** The security headers every page is sent with, on every host; returns the page's script-src sources. */
function expectSiteHeaders(headers: Record<string, string>): string[] {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain("unsafe-inline' 'sha");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("frame-src https://www.google.com");
  expect(csp.split(",").length, "one policy, not several joined").toBe(1);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cache-control"]).toMatch(/no-cache|max-age=0/);
  expect(headers["x-robots-tag"], "the editor's noindex").toBeUndefined();
  return (/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "").split(/\s+/);
}

/** Script types the browser runs, so the CSP must allow: classic and module scripts, and speculation rules. */
const RUN_TYPES = new Set(["", "text/javascript", "module", "speculationrules"]);
/** Pages with a video or the map, printed too. */
const PRINTED = ["/", VIDEO_SERVICE_ROUTE, MAP_ROUTES[0]];

for (const route of CHECKED) {
  // One page of each template in each language: the Cloudflare project's browser loads.
  const template = PAGES.some((page) => page.path === route);
  if (!template)
    test(
      `${route} is served as built: 200 with the site's headers, the build's own bytes, every inline script allowed by the policy`,
      { tag: "@every-page-over-http" },
      async ({ request }) => {
        const response = await request.get(route, { maxRedirects: 0 });
        expect(response.status(), "status").toBe(200);
        const allowed = expectSiteHeaders(response.headers());
        const html = await response.text();
        // The build the servers serve (scripts/nginx/serve.sh and scripts/cloudflare/serve.sh read the same variable).
        const built = fs.readFileSync(path.join(process.env.PUBLIC_DIR ?? "public", pageFile(route)), "utf8");
        expect(html, "the build's own file").toBe(built);
        // What the file holds (its heading, text, speculation rules) is checked in __tests__/build.
        const inline = findAll(
          (node) => node.name === "script" && !node.attribs.src && RUN_TYPES.has(node.attribs.type ?? ""),
          parseDocument(html).children,
        );
        expect(inline.length, "the speculation rules and the script loader at least").toBeGreaterThanOrEqual(2);
        for (const script of inline) {
          const hash = crypto.createHash("sha256").update(textContent(script)).digest("base64");
          expect(allowed, `inline script ${textContent(script).slice(0, 40)}…`).toContain(`'sha256-${hash}'`);
        }
      },
    );
  const printed = PRINTED.includes(route)
    ? "; on paper it is its text in dark ink, the call link readable, without menus, buttons, video or map"
    : "";
  test(
    `${route} answers 200 with the site's headers, reads whole before its scripts, hydrates cleanly, has readable text contrast and has no axe violations${printed}`,
    { tag: template ? [] : ["@every-page-in-browser"] },
    async ({ page, problems }, testInfo) => {
      const speculation: string[] = [];
      page.on("console", (message) => {
        if (/speculation/i.test(message.text())) speculation.push(`${message.type()}: ${message.text()}`);
      });
      await setWidth(page, WIDTHS.phone);
      const release = await holdScripts(page);
      const response = await page.goto(route);

      expect(response?.status(), "status").toBe(200);
      expect(response?.request().redirectedFrom(), "redirected").toBeNull();
      expectSiteHeaders((await response?.allHeaders()) ?? {});
      // Before the scripts: what a visitor on a slow phone (or with scripts off) reads.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(150);
      expect(await page.locator("header[data-hydrated]").count(), "hydrated too early").toBe(0);
      // The page's one set of rules (__tests__/build/site.test.ts) is one Chromium reads without complaint.
      expect(await page.evaluate(() => HTMLScriptElement.supports?.("speculationrules") ?? false)).toBe(true);

      await release();
      expect(speculation).toEqual([]);
      expect(problems).toEqual([]);

      if (testInfo.project.name !== "nginx") return;
      for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
        await setWidth(page, width);
        // Text contrast is the probe's (axe's rule computes the same ratio, at twice the time of all its other
        // rules, and passes text over the video, which the probe weighs against its darkest and lightest frames).
        expect(await probe(page, "lowTextContrast", "body"), `${width}px`).toEqual([]);
        expect(await axeViolations(page, { contrast: false }), `${width}px`).toEqual([]);
      }
      if (printed) {
        await page.emulateMedia({ media: "print" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("nav, button, video, iframe").filter({ visible: true }), "printed").toHaveCount(0);
        const call = page.getByRole("banner").getByRole("link", { name: new RegExp(`^${STRINGS.en.call}`) });
        const ink = await call.evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);
        expect(ink, "printed").toEqual(["rgb(0, 0, 0)", "rgba(0, 0, 0, 0)"]);
      }
      expect(problems).toEqual([]);
    },
  );
}
