import { expect, hydrated, setWidth, test } from "./fixtures";
import {
  PAGE_REDIRECTS,
  SPANISH_ROUTES,
  TRANSLATED_ABOUT_ROUTE,
  TRANSLATED_SERVICE,
  TRANSLATED_SERVICE_ROUTE,
} from "../__tests__/routes";
import { localisePath } from "../src/i18n/languages";

/** A page with its Spanish version, and the redirects whose target has one, all read from the content. */
const SERVICE = TRANSLATED_SERVICE_ROUTE ?? "";
const SPANISH_SERVICE = localisePath(SERVICE, "es");
const ABOUT = TRANSLATED_ABOUT_ROUTE ?? "";
const SPANISH_REDIRECTS = PAGE_REDIRECTS.map((redirect) => [
  localisePath(redirect.from, "es"),
  localisePath(redirect.to, "es"),
]).filter(([, to]) => SPANISH_ROUTES.includes(to));
const endsWith = (route: string) => new RegExp(`${route}$`);

test.describe("every page in Spanish", () => {
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
    expect(html).toMatch(/<h1[^>]*>¡Uy!<\/h1>/);
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
