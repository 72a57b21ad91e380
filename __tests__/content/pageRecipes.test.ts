/** @jest-environment node */
// The recipe "Adding, renaming or removing a page" of docs/content-rules.md, followed step by step in both languages, on the
// fixture site and on a copy of the shipped content/.
import fs from "node:fs";
import path from "node:path";
import { contentAdvice } from "../../src/content/advice/rules";
import { pageRoutes, untranslatedRoutes } from "../../src/content/routes";
import { translationWarnings } from "../../src/content/gate/publishingWarnings";
import { TRANSLATIONS } from "../../src/i18n/languages";
import type { SiteContent } from "../../src/content/kinds";
import { SHIPPED, withContentCopy, type Json } from "../support/contentCopy";
import { checkCopy } from "../support/checkContent";

/** Every folder that holds a language's pages, menu and sidebar: English first, then each translation. */
const LANGUAGE_FOLDERS = ["", ...TRANSLATIONS.map((lang) => `${lang}/`)];

type Links = { links: { path?: string; href?: string; label: string }[] };

jest.setTimeout(180_000);

describe.each([
  ["the fixture site", undefined],
  ["a copy of the shipped content", SHIPPED],
])("on %s", (_site, source) => {
  const copy = withContentCopy("page-recipe-", source);
  const file = (relative: string) => path.join(copy.dir(), relative);
  const redirect = (from: string, to: string) =>
    copy.edit("redirects/redirects.json", (data) => void (data.redirects as Json[]).push({ from, to }));
  /** The content before a recipe, and the pages awaiting their translation then: a recipe leaves them as they are and adds none. */
  let start: SiteContent;
  let untranslatedBefore: Record<string, string[]>;
  beforeEach(() => {
    start = copy.content();
    untranslatedBefore = untranslatedRoutes(start);
  });

  /** `check:content --fix-links` on the copy: it passes, advises no old address, keeps translations: its output and routes. */
  function fixLinks() {
    const { status, stdout, stderr } = checkCopy(copy, "--fix-links");
    const output = `${stdout}\n${stderr}`;
    expect(output).toContain("Content OK");
    expect(output).not.toContain("links to the old address");
    expect(status).toBe(0);
    const content = copy.content();
    expect(untranslatedRoutes(content)).toEqual(untranslatedBefore);
    return { output, routes: pageRoutes(content).all };
  }

  it("adding a page: a warning names its missing translation until step 3, then it is in both languages, and the check passes", () => {
    const before = pageRoutes(start);
    // Steps 1 and 2: a copy of the first English service page, listed in every sidebar and menu.
    fs.copyFileSync(file(`services/${start.services[0].slug}.json`), file("services/whitening.json"));
    copy.set({ "services/whitening.json": { slug: "whitening" } });
    for (const folder of LANGUAGE_FOLDERS) {
      copy.edit(`${folder}sidebar/categories.json`, (data) => {
        (data.categories as Links[])[0].links.push({ path: "/services/whitening", label: "Teeth Whitening" });
      });
      copy.edit(`${folder}navigation/menu.json`, (data) => {
        const group = (data.items as { groups?: Links[] }[]).find((item) => item.groups)?.groups?.[0];
        group?.links.push({ label: "Teeth Whitening", href: "/services/whitening" });
      });
    }
    const content = copy.content();
    expect(pageRoutes(content).services).toContain("/services/whitening");
    expect(pageRoutes(content).all).toHaveLength(before.all.length + 1);
    expect(contentAdvice(content)).toEqual([]);
    expect(translationWarnings(content).join("\n")).toMatch(
      /English pages? ha(s|ve) no translation yet \(the page is then only in English; add the file with the English file's name\): .*content\/es\/services\/whitening\.json \(\/es\/services\/whitening\)/,
    );
    expect([...untranslatedRoutes(content).es].sort()).toEqual([...untranslatedBefore.es, "/services/whitening"].sort());
    // Step 3: the English file copied to each translation, its text taken from a translated page.
    for (const lang of TRANSLATIONS) {
      const [{ description, descriptionToBeParsed }] = content.translations[lang].services;
      fs.copyFileSync(file("services/whitening.json"), file(`${lang}/services/whitening.json`));
      copy.set({ [`${lang}/services/whitening.json`]: { description, descriptionToBeParsed } });
    }
    const translated = copy.content();
    expect(untranslatedRoutes(translated)).toEqual(untranslatedBefore);
    expect(contentAdvice(translated).filter((advice) => advice.rule === "oldAddress")).toEqual([]);
    const after = pageRoutes(translated);
    expect(after.translated.es).toContain("/es/services/whitening");
    expect(after.all).toHaveLength(before.all.length + 2);
  });

  it("renaming a page in both languages, with its redirect and --fix-links, leaves no link to the old address", () => {
    // The page the last redirect leads to, so that --fix-links rewrites a redirect as well as links.
    const { redirects } = start.redirects;
    const from = redirects[redirects.length - 1].to.replace("/services/", "");
    const to = `${from}new`;
    for (const folder of LANGUAGE_FOLDERS) {
      fs.renameSync(file(`${folder}services/${from}.json`), file(`${folder}services/${to}.json`));
      copy.set({ [`${folder}services/${to}.json`]: { slug: to } });
    }
    redirect(`/services/${from}`, `/services/${to}`);
    const { output, routes } = fixLinks();
    expect(output).toMatch(new RegExp(`fixed: content/es/.*: "/services/${from}" → "/services/${to}"`));
    expect(output).toContain(
      `fixed: content/redirects/redirects.json: Redirect ${redirects.length}, to (\`redirects[${redirects.length - 1}].to\`)`,
    );
    expect(routes).toEqual(expect.arrayContaining([`/services/${to}`, `/es/services/${to}`]));
    expect(routes).not.toContain(`/services/${from}`);
  });

  it("removing a page with its menu and sidebar entries in both languages, its redirect and --fix-links, drops its routes and passes the check", () => {
    // The page the home page's first service group links to; its visitors go to the first other service page.
    const slug = start.home.serviceGroups[0].href.replace("/services/", "");
    const closest = start.services.find((page) => page.slug !== slug)!.slug;
    const route = `/services/${slug}`;
    const keep = (links: Links) => ({ ...links, links: links.links.filter((link) => (link.path ?? link.href) !== route) });
    for (const folder of LANGUAGE_FOLDERS) {
      fs.rmSync(file(`${folder}services/${slug}.json`));
      // A category or menu group left without links goes too.
      copy.edit(`${folder}sidebar/categories.json`, (data) => {
        data.categories = (data.categories as Links[]).map(keep).filter((category) => category.links.length > 0);
      });
      copy.edit(`${folder}navigation/menu.json`, (data) => {
        data.items = (data.items as { href?: string; groups?: Links[] }[])
          .filter((item) => item.href !== route)
          .map((item) => (item.groups ? { ...item, groups: item.groups.map(keep).filter((group) => group.links.length) } : item));
      });
    }
    redirect(route, `/services/${closest}`);
    const { output, routes } = fixLinks();
    for (const folder of LANGUAGE_FOLDERS)
      expect(output).toContain(
        `fixed: content/${folder}home/home.json: Service group 1, link address (\`serviceGroups[0].href\`): "${route}" → "/services/${closest}"`,
      );
    expect(routes).not.toContain(route);
    expect(routes).not.toContain(`/es${route}`);
    expect(routes).toHaveLength(pageRoutes(start).all.length - 2);
  });
});
