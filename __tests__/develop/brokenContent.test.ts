/** @jest-environment node */
// `gatsby develop` with a content file that fails the check: the terminal shows the check's message and none of Gatsby's own
// error text, every page shows it, and each save is followed by itself.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium";
import { copySite } from "../support/siteCopy";
import { freePort } from "../../scripts/lib/cli";
import { runLogged } from "../support/developServer";

jest.setTimeout(360_000);

const BROKEN = "content/services/examplephoto.json";
/** The home page, pages of other files, a Spanish page, and last the broken file's page, which stays open for the saves. */
const PAGES = ["/", "/about/examplepractice", "/es/services/examplevideo", "/services/examplephoto"];

/** Gatsby's and webpack's own error and warning text, which must not bury the content check's message. */
const GATSBY_INTERNALS =
  /ERROR|UNKNOWN|non-page component|Exported queries are only executed|threw an error while running|Unable to parse JSON|There was an error in your GraphQL query|Conflicting order|webpack-dev-middleware/;

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, "g"))?.length ?? 0;

/** The page shows the content check's complaint, which names the broken file (and `field`, when given). */
async function expectProblemShown(page: Page, field?: string) {
  const main = page.locator("main", { hasText: BROKEN });
  await main.waitFor({ timeout: 60_000 });
  if (field) expect(await main.innerText()).toContain(field);
  expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
}

it("starts with a broken file, shows the check's message alone, on every page, and follows each save", async () => {
  const { sandbox, site } = copySite("develop-broken-");
  const good = fs.readFileSync(path.join(site, BROKEN), "utf8");
  // A required field left out.
  const { metaDescription: _, ...broken } = JSON.parse(good) as Record<string, unknown>;
  fs.writeFileSync(path.join(site, BROKEN), JSON.stringify(broken, null, 2));
  const port = await freePort();
  const gatsby = path.join(site, "node_modules/.bin/gatsby");
  const develop = runLogged(gatsby, ["develop", "--host", "127.0.0.1", "--port", `${port}`], { cwd: site });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const started = await develop.waitFor(/Building development bundle/, "gatsby develop");
    expect(started).toContain(BROKEN);
    expect(started).toContain("metaDescription");
    // gatsby-config, onPreInit and the first createPages share one reading of the content and one message.
    expect(count(started, /Content read and checked: \d+ files/)).toBe(1);
    expect(count(started, /The preview shows this on every page/)).toBe(1);
    expect(started).not.toMatch(GATSBY_INTERNALS);

    const page = await browser.newPage();
    for (const pagePath of PAGES) {
      await page.goto(`http://127.0.0.1:${port}${pagePath}`);
      await expectProblemShown(page, "metaDescription");
    }

    // Saved fixed: the open page becomes the real one without a click.
    const title = (JSON.parse(good) as { mainTitleText: string }).mainTitleText;
    const beforeFix = develop.output().length;
    fs.writeFileSync(path.join(site, BROKEN), good);
    await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor({ timeout: 90_000 });
    expect(await page.locator("body").innerText()).not.toContain(BROKEN);
    const fixed = await develop.waitFor(/Content check passed/, "gatsby develop", undefined, beforeFix);
    // The save is read and checked once, for the content nodes and the pages alike.
    expect(count(fixed, /Content read and checked: \d+ files/)).toBe(1);
    expect(fixed).not.toMatch(GATSBY_INTERNALS);

    // Saved broken while the real page is open, this time as JSON that does not parse (a trailing comma).
    const beforeBreak = develop.output().length;
    fs.writeFileSync(path.join(site, BROKEN), good.replace(/\s*}\s*$/, ",\n}\n"));
    await expectProblemShown(page);
    // Gatsby's round after a change goes on after the message, to its last step (writing the page data); all of it is read.
    const round = await develop.waitFor(
      /content\/services\/examplephoto\.json[\s\S]*Writing page-data\.json[^\n]*\n/,
      "gatsby develop",
      undefined,
      beforeBreak,
    );
    expect(round).not.toMatch(GATSBY_INTERNALS);
    expect(count(round, /The preview shows this on every page/)).toBe(1);
    expect(count(develop.output().slice(beforeFix), /Content check passed/)).toBe(1);
  } finally {
    await browser.close();
    await develop.stop();
    fs.rmSync(sandbox, { recursive: true, force: true });
  }
});
