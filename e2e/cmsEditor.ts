/**
 * The content editor as office staff run it, for the editor's browser tests: `npm run cms` in a copy of
 * the project (with the fixture site's content, so the working copy is never touched and a maintainer's
 * edit to content/ changes nothing here): the editor at /admin, Decap's local backend (decap-server)
 * saving into the copy, and the preview site (gatsby develop) built from it. Every test runs offline,
 * and any CSP violation, console error, page error or failed request is one of its `problems`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { labelledPath } from "../src/content/gate/labels";
import { copySite } from "../__tests__/support/siteCopy";
import { DEVELOP_READY, runLogged, sleep, type LoggedProcess } from "../__tests__/support/developServer";

const ROOT = path.resolve(__dirname, "..");
const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * The maintainer's guide's screenshots, taken by the editor's tests so they show the editor as it is.
 * They are written only when DOCS_SCREENSHOTS=1 (each run differs by a few pixels, so writing them on
 * every test run would leave a developer's tree changed).
 */
export async function docsScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS === "1") await page.screenshot({ path: path.join(ROOT, "docs", name), scale: "css" });
}

/** The formatted-text field's label, as the editor shows it. */
export const FORMATTED_TEXT = labelledPath(["descriptionToBeParsed"]);

/** The editor's preview pane, a frame of its own. */
export const preview = (page: Page) => page.frameLocator("#preview-pane");

export type Cms = ReturnType<typeof useCms>;

/**
 * Starts `npm run cms` once for the spec file that calls it (before its first test, stopped after its
 * last) and returns what its tests use. Its ports are offsets from E2E_PORT (see playwright.config.ts);
 * the preview site's is fixed, so the guide's screenshots (which show its address) stay the same.
 */
export function useCms() {
  /** `npm run cms` serves on localhost, where a maintainer opens it. */
  const adminOrigin = `http://localhost:${e2ePort + 1}`;
  const decapUrl = `http://localhost:${e2ePort + 2}/api/v1`;
  const previewOrigin = `http://localhost:${e2ePort + 5}`;
  let sandbox = "";
  let site = "";
  let cms: LoggedProcess;

  /** Resolves once `url` answers `init` with a success; fails if `npm run cms` stops or a minute passes. */
  async function answering(url: string, init?: RequestInit): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!cms.running()) throw new Error(`npm run cms stopped; its output:\n${cms.output()}`);
      const ok = await fetch(url, init).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
      if (ok) return;
      await sleep(200);
    }
    throw new Error(`${url} did not answer; npm run cms printed:\n${cms.output()}`);
  }

  base.beforeAll(async () => {
    ({ sandbox, site } = copySite("cms-site-"));
    cms = runLogged(process.execPath, [require.resolve("tsx/cli"), "scripts/cms.ts"], {
      cwd: site,
      env: {
        CMS_PORT: new URL(adminOrigin).port,
        DECAP_PORT: new URL(decapUrl).port,
        PORT: new URL(previewOrigin).port,
      },
    });
    // The preview site takes longest; the first tests use the editor alone meanwhile.
    await answering(decapUrl, { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' });
    await answering(`${adminOrigin}/admin/`);
  });

  base.afterAll(async () => {
    await cms?.stop();
    if (sandbox) fs.rmSync(sandbox, { recursive: true, force: true });
  });

  const test = base.extend<{ problems: string[] }>({
    problems: async ({ page }, use) => {
      const problems: string[] = [];
      await page.context().route(
        (url) =>
          ![adminOrigin, new URL(decapUrl).origin, previewOrigin].includes(url.origin) && !/^(data|blob):/.test(url.protocol),
        (route) => route.abort("blockedbyclient"),
      );
      // Any error Decap logs counts (a CSP refusal of eval shows only as "Error compiling schema").
      page.on("console", (message) => {
        if (message.type() === "error" || /Content.Security.Policy|Refused to/i.test(message.text()))
          problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      // The console names no address for a failed request; this does (unless the page closed meanwhile).
      page.on("requestfinished", async (request) => {
        const response = await request.response().catch(() => null);
        if (response && response.status() >= 400)
          problems.push(`${response.status()} ${request.method()} ${request.url()} ${request.postData() ?? ""}`);
      });
      await use(problems);
    },
  });

  /**
   * Opens the editor and signs in to the local backend (one button, no account), resolving once the
   * collections are listed; `before` runs on the sign-in page.
   */
  async function logIn(page: Page, before?: () => Promise<unknown>) {
    const response = await page.goto(`${adminOrigin}/admin/`);
    expect(response?.status()).toBe(200);
    const login = page.getByRole("button", { name: "Login" });
    await expect(login).toBeVisible({ timeout: 60_000 });
    await before?.();
    await login.click();
    await expect(page.locator('a[href*="#/collections/"]').first()).toBeVisible({ timeout: 60_000 });
  }

  /**
   * Opens an entry in the running editor, as a maintainer's click does: through the collection's
   * list (Decap's own router), without loading its 6 MB bundle again.
   */
  async function openInEditor(page: Page, hash: string) {
    const collection = hash.replace(/\/entries\/.*$/, "");
    await page.evaluate((target) => (window.location.hash = `#/${target}`), collection);
    await expect(page.getByRole("button", { name: "Publish" })).toBeHidden({ timeout: 60_000 });
    await page.locator(`a[href$="#/${hash}"]`).first().click();
    await expect(page.getByRole("button", { name: "Publish" })).toBeVisible({ timeout: 60_000 });
  }

  /**
   * Resolves once the preview site's pages open; the first test that opens one waits for it, for as
   * long as that test may run (how long depends on the machine's load, not on the site).
   */
  const previewReady = () => cms.waitFor(DEVELOP_READY, "the preview site (gatsby develop)", base.info().timeout);

  return {
    test,
    adminOrigin,
    decapUrl,
    previewOrigin,
    /** The copy of the site the editor saves into. */
    site: () => site,
    /** `npm run cms`'s output so far. */
    output: () => cms.output(),
    previewReady,
    /**
     * Resolves once the preview site's data for the page at `route` holds `text`: the preview site
     * rebuilds a page after each save, which takes long on a busy machine, so this waits for as long as
     * the test may run.
     */
    async previewHas(route: string, text: string) {
      await previewReady();
      const served = () =>
        fetch(`${previewOrigin}/page-data${route}/page-data.json`).then(
          (response) => (response.ok ? response.text() : ""),
          () => "",
        );
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
    /** The content check (`npm run check:content`) on the copy's content, as it is now. */
    checkContent(): { status: number | null; output: string } {
      const result = spawnSync(
        process.execPath,
        [
          require.resolve("tsx/cli"),
          path.join(ROOT, "scripts/check-content.ts"),
          ...["--content", path.join(site, "content"), "--static", path.join(site, "static")],
        ],
        { encoding: "utf8", cwd: ROOT },
      );
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    logIn,
    openInEditor,
    /** Signs in and opens an entry, loading the editor once. */
    async openEntry(page: Page, hash: string) {
      await logIn(page);
      await openInEditor(page, hash);
    },
  };
}
