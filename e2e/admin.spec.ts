/**
 * The content editor as office staff run it (`npm run cms`, see cmsEditor.ts). Its accessibility tests
 * (cmsAccessibility.ts) run first on the same `npm run cms`, and never open the preview site, which starts meanwhile.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { CONTENT_KINDS } from "../src/content/kinds";
import { parseRichText, richTextToPlain } from "../src/content/gate/richText";
import { cmsSettingFromEnv } from "../plugins/gatsby-plugin-admin/cmsSetting";
import { test as siteTest } from "./fixtures";
import { formatDate } from "../src/i18n/strings";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "../__tests__/support/contentCopy";
import { loadContent } from "../src/content/gate/load";
import { loadRedirects } from "../hosting/redirects";
import { pageRoutes } from "../src/content/routes";
import { accessibilityTests } from "./cmsAccessibility";
import { docsScreenshot, FORMATTED_TEXT, preview, useCms } from "./cmsEditor";

const FIXTURE_ROUTES = pageRoutes(loadContent(FIXTURE_CONTENT, FIXTURE_STATIC));
/** Service pages of the content, by file name: one edited, one refused. */
const [EDITED, REFUSED] = FIXTURE_ROUTES.services.map((route) => route.split("/").pop() ?? "");
const cms = useCms();
const { test, readJson, openInEditor, previewReady, previewHas, checkContent, previewOrigin: PREVIEW_ORIGIN } = cms;

// One `npm run cms` and one editor tab for the file (cmsEditor.ts): its tests share a worker, in order.
test.describe.configure({ mode: "default", timeout: 180_000 });
// A laptop's window.
base.use({ viewport: { width: 1100, height: 720 } });

test.describe(() => accessibilityTests(cms));

test("npm run cms answers only this computer: the editor and the backend that writes into the working copy are not on the network", async () => {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .flatMap((address) => (address && !address.internal && address.family === "IPv4" ? [address.address] : []));
  test.skip(addresses.length === 0, "this machine has no network address besides its own");
  for (const address of addresses) {
    for (const url of [cms.decapUrl, `${cms.adminOrigin}/admin/`].map((local) => local.replace("localhost", address))) {
      const reached = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"action":"info"}',
        signal: AbortSignal.timeout(5_000),
      })
        .then(() => true)
        .catch(() => false);
      expect(reached, url).toBe(false);
    }
  }
});

test("/admin lists every kind of content file as a collection; an edit that breaks a rule on an English or a Spanish page shows the rule's message and is not saved", async ({
  page,
  problems,
}) => {
  test.setTimeout(300_000);
  await cms.logIn(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  for (const kind of CONTENT_KINDS)
    await expect(page.getByRole("link", { name: kind.label, exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "Service pages", exact: true }).click();
  await expect(page.getByText(String(readJson(`content/services/${EDITED}.json`).mainTitleText)).first()).toBeVisible();
  await docsScreenshot(page, "cms-collections.png");

  // A refused entry is left with its typing unsaved.
  for (const folder of ["services", "es/services"]) {
    const file = path.join(cms.site(), `content/${folder}/${REFUSED}.json`);
    const saved = fs.readFileSync(file, "utf8");
    await openInEditor(page, `collections/${folder.replace("/", "-")}/entries/${REFUSED}`);
    const described = page.getByLabel("Meta description", { exact: true });
    await described.fill("Care in Costa Mesa.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    const refusal = "must be at least 50 characters (search engines show it under the title)";
    // Beside the field, in the message's own letters (Decap's capitals make a sentence hard to read).
    const shown = page.getByRole("list").filter({ hasText: refusal });
    await expect(shown, folder).toBeVisible();
    await expect(shown, folder).toHaveCSS("text-transform", "none");
    // A screen reader hears the refusal at once, and with the field, before the field's note (it heard neither).
    const alert = page.getByRole("alert").filter({ hasText: /^Not saved: / });
    await expect(alert, folder).toContainText(refusal);
    await expect(described, folder).toHaveAttribute("aria-invalid", "true");
    await expect(described, folder).toHaveAccessibleDescription(
      /^Meta description didn't match the pattern: must be at least 50 characters .* in their results\. 50 to 170 characters\.$/,
    );
    await described.scrollIntoViewIfNeeded();
    if (folder === "services") await docsScreenshot(page, "editing-refused.png");
    // Tried again, the refusal is read out again: the alert region is emptied, then filled anew.
    const heard = await alert.evaluateHandle((region) => {
      const texts: string[] = [];
      new MutationObserver(() => texts.push(region.textContent ?? "")).observe(region, { childList: true, characterData: true });
      return texts;
    });
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect.poll(() => heard.jsonValue(), folder).toEqual(["", expect.stringContaining(refusal)]);
    expect(fs.readFileSync(file, "utf8"), folder).toBe(saved);
  }
  // Decap rejects a refused save's promise without a reason ("undefined"); nothing else may fail.
  problems.splice(0, problems.length, ...problems.filter((problem) => problem !== "page error: undefined"));
});

/** The page a link is picked to: another service page, by its title as the list shows it. */
const LINKED = FIXTURE_ROUTES.services.find((route) => !route.endsWith(`/${EDITED}`)) ?? "";

const plain = (html: string) => richTextToPlain(parseRichText(html).nodes).replace(/\s+/g, " ").trim();

test("a service page in English and in Spanish formatted in the rich-text editor previews in the site's look, saves the allowed HTML, and its page on the preview site shows it; a review recorded on a Spanish page is saved in its file and shown on its page, in Spanish", async ({
  page,
}) => {
  // This waits for the preview site to come up.
  test.setTimeout(900_000);
  await cms.logIn(page);
  for (const [prefix, bold, lead] of [
    ["", "Call us with any questions.", " Read more about "],
    ["/es", "Llámenos si tiene preguntas.", " Lea más sobre "],
  ]) {
    const collection = `${prefix.slice(1)}${prefix && "-"}services`;
    const href = `${prefix}${LINKED}`;
    const file = `content${prefix}/services/${EDITED}.json`;
    const before = readJson(file);
    await openInEditor(page, `collections/${collection}/entries/${EDITED}`);
    // The list names the pages in the entry's language.
    const translated = fs.existsSync(path.join(cms.site(), `content${prefix}${LINKED}.json`));
    const title = String(readJson(`content${translated ? prefix : ""}${LINKED}.json`).mainTitleText);
    // New text formatted with the buttons, after the last word: a bold sentence, then a link picked from the list.
    const field = page.getByRole("group", { name: FORMATTED_TEXT }).first();
    const textbox = field.getByRole("textbox", { name: FORMATTED_TEXT });
    // The editor may show an empty paragraph for a moment before the entry's text arrives.
    await expect(textbox).toContainText(plain(String(before.descriptionToBeParsed)).slice(-40));
    const last = textbox.locator(":scope > p").last();
    // To the end of the whole text, wherever the click landed if the editor moved under it: again until the caret
    // stands alone after the last word (typing over a selection would replace the text it holds).
    await expect(async () => {
      const box = await last.boundingBox();
      await last.click({ position: { x: (box?.width ?? 2) - 1, y: (box?.height ?? 6) - 5 } });
      await page.keyboard.press("Control+End");
      const atEnd = await textbox.evaluate((element) => {
        const selection = getSelection();
        if (!selection?.isCollapsed || !selection.focusNode || !element.contains(selection.focusNode)) return false;
        const after = document.createRange();
        after.selectNodeContents(element);
        after.setStart(selection.focusNode, selection.focusOffset);
        return after.toString() === "";
      });
      expect(atEnd).toBe(true);
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press("Enter");
    const boldButton = field.getByRole("button", { name: "Bold" });
    await boldButton.click();
    await expect(boldButton).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type(bold);
    await boldButton.click();
    await page.keyboard.type(lead);
    await field.getByLabel("Link to a page").selectOption({ label: `${title} (${LINKED})` });
    // The preview in the site's serif headings and card grid (a CSS Module); its text font and no markup
    // shown as text: cmsAccessibility.ts, for every collection.
    const frame = preview(page);
    await expect(frame.locator("strong", { hasText: bold })).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByRole("link", { name: title }).last()).toHaveAttribute("href", href);
    await expect(frame.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /(^|, )serif$/);
    const cards = frame.getByRole("list").filter({ has: frame.getByRole("heading", { level: 3 }) });
    await expect(cards.first()).toHaveCSS("display", "grid");
    await frame.locator("strong", { hasText: bold }).scrollIntoViewIfNeeded();
    await docsScreenshot(page, collection === "services" ? "cms-service-page.png" : "editing-spanish.png");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    const saved = () => String(readJson(file).descriptionToBeParsed);
    await expect.poll(saved, { timeout: 30_000 }).toContain(`<strong>${bold}</strong>`);
    expect(saved()).toContain(`<p><strong>${bold}</strong>${lead}<a href="${LINKED}">${title}</a></p>`);
    // The text that was there reads the same (the editor may nest bold and links the other way round).
    expect(plain(saved()).startsWith(plain(String(before.descriptionToBeParsed)))).toBe(true);
    expect({ ...readJson(file), descriptionToBeParsed: before.descriptionToBeParsed }).toEqual(before);
    // In the file's own order, so that the change reads as the one line it is.
    expect(Object.keys(readJson(file))).toEqual(Object.keys(before));
    expect(checkContent().status).toBe(0);

    // "View Live" opens the page the preview site builds from the saved file, once its data carries the change.
    await previewHas(`${prefix}/services/${EDITED}`, bold);
    const [live] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "View Live" }).click(),
    ]);
    await expect(live).toHaveURL(`${PREVIEW_ORIGIN}${prefix}/services/${EDITED}`);
    const added = live.getByRole("main").locator("p", { has: live.locator("strong", { hasText: bold }) });
    await expect(added, cms.output().slice(-2000)).toBeVisible({ timeout: 90_000 });
    await expect(added.getByRole("link", { name: title })).toHaveAttribute("href", href);
    await expect(added).toHaveText(`${bold}${lead}${title}`);
    await live.close();
  }

  // A review recorded on a Spanish page is saved in its file and shown on its page, in Spanish.
  const reviewed = `content/es/services/${REFUSED}.json`;
  const unreviewed = readJson(reviewed);
  const review = { reviewedBy: "Dra. Divya Peddireddy, DDS", reviewedOn: String(unreviewed.lastUpdated) };
  await openInEditor(page, `collections/es-services/entries/${REFUSED}`);
  await page.getByLabel(/^Reviewed by/).fill(review.reviewedBy);
  await page.getByLabel(/^Reviewed on/).fill(review.reviewedOn);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect.poll(() => readJson(reviewed).reviewedBy, { timeout: 30_000 }).toBe(review.reviewedBy);
  expect(readJson(reviewed)).toEqual({ ...unreviewed, ...review });
  expect(checkContent().status).toBe(0);

  await previewHas(`/es/services/${REFUSED}`, review.reviewedBy);
  await page.goto(`${PREVIEW_ORIGIN}/es/services/${REFUSED}`);
  await expect(page.getByText(`Revisado por ${review.reviewedBy} el ${formatDate(review.reviewedOn, "es")}`)).toBeVisible();
  const graphs = () => page.locator('script[type="application/ld+json"]').allTextContents();
  await expect.poll(async () => (await graphs()).join("")).toContain(`"lastReviewed":"${review.reviewedOn}"`);
});

test("the preview site sends a page's lower-case address on to the page with its capitals, as the live site does", async () => {
  await previewReady();
  // In every language.
  const rules = loadRedirects(path.join(cms.site(), "content/redirects/redirects.json")).filter((rule) => rule.serverOnly);
  test.skip(rules.length === 0, "the content has no server-only redirects");
  for (const { from, to } of rules) {
    const response = await fetch(`${PREVIEW_ORIGIN}${from}?utm_source=editor`, { redirect: "manual" });
    expect(response.status, from).toBe(301);
    expect(response.headers.get("location"), from).toBe(`${to}?utm_source=editor`);
  }
});

/**
 * The production server's /admin, as the build in public/ holds it: decided by the same environment, as in `npm test`
 * (what it holds: __tests__/build/admin.test.ts and adminFolder.test.ts; its headers: hosts.spec.ts).
 */
siteTest(
  "with CMS_GITHUB_REPO the production server serves the editor's configuration; without, the production /admin/ loads cleanly, with no editor behind it",
  async ({ page, problems, request }) => {
    if (cmsSettingFromEnv(process.env)) {
      expect((await request.get("/admin/config.yml")).status()).toBe(200);
      return;
    }
    const response = await page.goto("/admin/");
    expect(response?.status()).toBe(200);
    for (const file of ["config.yml", "decap-cms.js", "cms-manual-init.js", "cms-preview.js"])
      expect((await request.get(`/admin/${file}`)).status(), file).toBe(404);
    expect(problems).toEqual([]);
  },
);
