import { expect, hydrated, setWidth, test } from "./fixtures";
import {
  ENGLISH_ROUTES,
  PAGE_REDIRECTS,
  SPANISH_ROUTES,
  TRANSLATED_ABOUT_ROUTE,
  TRANSLATED_SERVICE,
  TRANSLATED_SERVICE_ROUTE,
} from "../__tests__/routes";
import { localisePath, pathIn } from "../src/i18n/languages";

/** A page with its Spanish version, and the redirects whose target has one, all read from the content. */
const SERVICE = TRANSLATED_SERVICE_ROUTE ?? "";
const SPANISH_SERVICE = localisePath(SERVICE, "es");
const ABOUT = TRANSLATED_ABOUT_ROUTE ?? "";
const SPANISH_REDIRECTS = PAGE_REDIRECTS.map((redirect) => [
  localisePath(redirect.from, "es"),
  localisePath(redirect.to, "es"),
]).filter(([, to]) => SPANISH_ROUTES.includes(to));
const endsWith = (route: string) => new RegExp(`${route}$`);
import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue, textContent } from "domutils";
import type { Element } from "domhandler";

const elements = (html: string, test: (node: Element) => boolean) => findAll(test, parseDocument(html).children);
/** The text of the first element with this tag name ("" when there is none). */
const textOf = (html: string, tag: string) => {
  const [element] = elements(html, (node) => node.name === tag);
  return element ? textContent(element).trim() : "";
};
const title = (html: string) => textOf(html, "title");
const h1 = (html: string) => textOf(html, "h1");
/** The href of the page's <link rel="alternate" hreflang> for a language ("" when there is none). */
const alternate = (html: string, hreflang: string) =>
  getAttributeValue(
    elements(html, (node) => node.name === "link" && node.attribs.rel === "alternate" && node.attribs.hreflang === hreflang)[0],
    "href",
  ) ?? "";
/** The page's canonical address. */
const canonical = (html: string) =>
  getAttributeValue(elements(html, (node) => node.name === "link" && node.attribs.rel === "canonical")[0], "href") ?? "";

/** The page's language-switch links: <a hreflang> with their target, lang and text. */
const switchLinks = (html: string) =>
  elements(html, (node) => node.name === "a" && node.attribs.hreflang !== undefined).map((link) => ({
    href: getAttributeValue(link, "href"),
    lang: getAttributeValue(link, "lang"),
    hreflang: getAttributeValue(link, "hreflang"),
    text: textContent(link).trim(),
  }));

test.describe("every page in Spanish", () => {
  test("each English route has a Spanish counterpart in the route list", () => {
    expect(ENGLISH_ROUTES.map((route) => pathIn(route, "es")).sort()).toEqual([...SPANISH_ROUTES].sort());
  });

  test("each Spanish page answers 200 in es-US with its own title and heading, both pages name each other, and each page's switch goes to the other", async ({
    request,
  }) => {
    for (const english of ENGLISH_ROUTES) {
      const spanish = pathIn(english, "es");
      const enResponse = await request.get(english, { maxRedirects: 0 });
      const esResponse = await request.get(spanish, { maxRedirects: 0 });
      expect(esResponse.status(), spanish).toBe(200);
      const [enHtml, esHtml] = [await enResponse.text(), await esResponse.text()];
      expect(esHtml, spanish).toContain('<html lang="es-US"');
      expect(enHtml, english).toContain('<html lang="en-US"');
      expect(title(esHtml), spanish).not.toBe("");
      expect(title(esHtml), spanish).not.toBe(title(enHtml));
      expect(h1(esHtml), spanish).not.toBe("");
      expect(h1(esHtml), spanish).not.toBe(h1(enHtml));
      for (const html of [enHtml, esHtml]) {
        expect(new URL(alternate(html, "es-US")).pathname, english).toBe(spanish);
        expect(new URL(alternate(html, "en-US")).pathname, english).toBe(english);
        expect(new URL(alternate(html, "x-default")).pathname, english).toBe(english);
      }
      expect(canonical(esHtml), spanish).toBe(new URL(alternate(esHtml, "es-US")).href);
      expect(switchLinks(enHtml), english).toContainEqual({ href: spanish, lang: "es-US", hreflang: "es-US", text: "Español" });
      expect(switchLinks(esHtml), spanish).toContainEqual({ href: english, lang: "en-US", hreflang: "en-US", text: "English" });
    }
  });

  test("the header's switch goes to the same page in Spanish and back", async ({ page, problems }) => {
    await page.goto(SERVICE);
    await hydrated(page);
    const englishHeading = await page.getByRole("heading", { level: 1 }).textContent();
    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(endsWith(SPANISH_SERVICE));
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(englishHeading ?? "");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(endsWith(SERVICE));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(problems).toEqual([]);
  });

  test("the menu drawer has the switch too", async ({ page, problems }) => {
    await setWidth(page, 375);
    await page.goto(localisePath(ABOUT, "es"));
    await hydrated(page);
    await page.getByRole("button", { name: "Menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await drawer.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(endsWith(ABOUT));
    expect(problems).toEqual([]);
  });

  test("an unknown /es/ address answers 404 with the Spanish error page, before and after the scripts run", async ({
    request,
    page,
    problems,
  }) => {
    const response = await request.get("/es/no-existe");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="es-US"');
    expect(h1(html)).toBe("¡Uy!");
    await page.goto("/es/no-existe");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "¡Uy!" })).toBeVisible();
    await expect(page.getByText("Lo sentimos, ocurrió un error inesperado.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ir a la página de inicio" })).toHaveAttribute("href", "/es");
    expect(problems).toEqual([]);
  });

  for (const [from, to] of SPANISH_REDIRECTS) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(to);
    });
  }

  test("the static-host stub of a Spanish redirect is in Spanish", async ({ request }) => {
    const html = await (await request.get("/es/services.html", { maxRedirects: 0 })).text();
    expect(html).toContain('<html lang="es-US">');
    const [, to] = SPANISH_REDIRECTS.find(([from]) => from === "/es/services") ?? [];
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
  });

  test("the sitemap lists both languages of each page as alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toMatch(
      new RegExp(`<loc>[^<]*${SPANISH_SERVICE}</loc>.*?<xhtml:link rel="alternate" hreflang="en-US" href="[^"]*${SERVICE}"/>`),
    );
    expect(sitemap).toContain('hreflang="es-US"');
    expect(sitemap).toContain('hreflang="x-default"');
  });
});

test.describe("Spanish pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Spanish page reads in full, its menu opens and its switch works", async ({ page }) => {
    await setWidth(page, 375);
    await page.goto(SPANISH_SERVICE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TRANSLATED_SERVICE.mainTitleText);
    await page.getByText("Menú", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Inicio" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(endsWith(SERVICE));
  });
});
