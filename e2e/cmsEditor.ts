/** The content editor as office staff run it, for its browser tests (all offline): `npm run cms` on the fixture site. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { labelledPath } from "../src/content/gate/labels";
import { copySite } from "../__tests__/support/siteCopy";
import { DEVELOP_READY, runLogged, type LoggedProcess } from "../__tests__/support/developServer";

const ROOT = path.resolve(__dirname, "..");
const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * The maintainer's guide's screenshots of the editor as it is, in a laptop's window that keeps them small,
 * written only when DOCS_SCREENSHOTS=1 (each run differs by a few pixels).
 */
export async function docsScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS !== "1") return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1100, height: 720 });
  await page.screenshot({ path: path.join(ROOT, "docs", name), scale: "css" });
  if (size) await page.setViewportSize(size);
}

export const FORMATTED_TEXT = labelledPath(["descriptionToBeParsed"]);

export const preview = (page: Page) => page.frameLocator("#preview-pane");

/**
 * `npm run cms` once for the calling spec file, on ports offset from E2E_PORT (see playwright.config.ts), and one editor tab its
 * tests share in order (Decap's 6 MB bundle loads slowly): each test takes it as it left the one before, in its own window size.
 */
export function useCms() {
  const adminOrigin = `http://localhost:${e2ePort + 1}`;
  const decapUrl = `http://localhost:${e2ePort + 2}/api/v1`;
  const previewOrigin = `http://localhost:${e2ePort + 5}`;
  let sandbox = "";
  let site = "";
  let cms: LoggedProcess;
  let editor: Page | undefined;
  const problems: string[] = [];

  base.beforeAll(async () => {
    ({ sandbox, site } = copySite("cms-site-"));
    cms = runLogged(process.execPath, [require.resolve("tsx/cli"), "scripts/cms.ts"], {
      cwd: site,
      env: { CMS_PORT: new URL(adminOrigin).port, DECAP_PORT: new URL(decapUrl).port, PORT: new URL(previewOrigin).port },
    });
    // The preview site takes longest; the first tests use the editor alone meanwhile.
    await cms.waitFor(/Proxy Server listening/, "decap-server", 60_000);
    await cms.waitFor(/Content editor: http/, "npm run cms", 60_000);
  });

  base.afterAll(async () => {
    await editor?.context().close();
    await cms?.stop();
    if (sandbox) fs.rmSync(sandbox, { recursive: true, force: true });
  });

  /** Any CSP violation, console error, page error or failed request of `page` is one of the running test's `problems`, which fail it. */
  function watch(page: Page, prefix = "") {
    // Any error Decap logs counts (a CSP refusal of eval shows only as "Error compiling schema").
    page.on("console", (message) => {
      if (message.type() === "error" || /Content.Security.Policy|Refused to/i.test(message.text()))
        problems.push(`${prefix}${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${prefix}page error: ${error.message}`));
    // The console names no address for a failed request; this does (unless the page closed meanwhile).
    page.on("requestfinished", async (request) => {
      const response = await request.response().catch(() => null);
      if (response && response.status() >= 400)
        problems.push(`${prefix}${response.status()} ${request.method()} ${request.url()} ${request.postData() ?? ""}`);
    });
  }

  const test = base.extend<{ problems: string[] }>({
    page: async ({ browser, viewport }, use) => {
      if (!editor) {
        // Offline by the browser's host resolver (playwright.config.ts), with no request routed through this process.
        editor = await (await browser.newContext()).newPage();
        watch(editor);
        // Leaving typing unsaved is confirmed; an earlier test's unsaved typing (Decap's local backup) is never restored.
        editor.on("dialog", (dialog) => (/backup/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept()));
      }
      if (viewport) await editor.setViewportSize(viewport);
      await use(editor);
    },
    // Every test's: none may be left at its end.
    problems: [
      async ({ page }, use) => {
        problems.length = 0;
        await use(problems);
        expect(problems, page.url()).toEqual([]);
      },
      { auto: true },
    ],
  });

  /** Resolves once the preview site's pages open, waiting as long as the test may run (the machine's load decides). */
  const previewReady = () => cms.waitFor(DEVELOP_READY, "the preview site (gatsby develop)", base.info().timeout);

  return {
    test,
    adminOrigin,
    decapUrl,
    previewOrigin,
    site: () => site,
    output: () => cms.output(),
    previewReady,
    /** Resolves once the preview site's data for the page at `route` holds `text`, rebuilt after a save. */
    async previewHas(route: string, text: string) {
      await previewReady();
      const served = () =>
        fetch(`${previewOrigin}/page-data${route}/page-data.json`)
          .then((response) => (response.ok ? response.text() : ""))
          .catch(() => "");
      await expect.poll(served, { timeout: base.info().timeout, intervals: [250, 500, 1000] }).toContain(text);
    },
    /** A content file of the copy; read again while decap-server is still writing it (half a file does not parse). */
    readJson(relative: string): Record<string, unknown> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return JSON.parse(fs.readFileSync(path.join(site, relative), "utf8")) as Record<string, unknown>;
        } catch (error) {
          if (attempt === 40) throw error;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        }
      }
    },
    /** Writes a content file of the copy, as the editor does: two-space JSON and a newline. */
    writeJson(relative: string, data: unknown) {
      fs.writeFileSync(path.join(site, relative), `${JSON.stringify(data, null, 2)}\n`);
    },
    /** The content check (`npm run check:content`) on the copy's content, as it is now. */
    checkContent(): { status: number | null; output: string } {
      const script = path.join(ROOT, "scripts/check-content.ts");
      const args = ["--content", path.join(site, "content"), "--static", path.join(site, "static")];
      const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), script, ...args], { encoding: "utf8", cwd: ROOT });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    /** Shows the collections, first opening the editor and signing in (one button, no account) if the tab has not yet. */
    async logIn(page: Page) {
      if (page.url().startsWith(adminOrigin)) await page.evaluate(() => (window.location.hash = "#/"));
      else {
        const response = await page.goto(`${adminOrigin}/admin/`);
        expect(response?.status()).toBe(200);
        await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
      }
      await expect(page.locator('a[href*="#/collections/"]').first()).toBeVisible({ timeout: 60_000 });
    },
    /** Opens an entry as a maintainer's click does, through its collection's list, without loading Decap's 6 MB bundle again. */
    async openInEditor(page: Page, hash: string) {
      const collection = hash.replace(/\/entries\/.*$/, "");
      await page.evaluate((target) => (window.location.hash = `#/${target}`), collection);
      await expect(page.getByRole("button", { name: "Publish" })).toBeHidden({ timeout: 60_000 });
      await page.locator(`a[href$="#/${hash}"]`).first().click();
      await expect(page.getByRole("button", { name: "Publish" })).toBeVisible({ timeout: 60_000 });
    },
    watch,
  };
}
