import { expect, open, setWidth, test } from "./fixtures";
import { TRANSLATED_ABOUT_ROUTE, TRANSLATED_SERVICE, TRANSLATED_SERVICE_ROUTE } from "../__tests__/routes";
import { localisePath } from "../src/i18n/languages";

/**
 * A page with its Spanish version, read from the content. Each page's alternates and switch are
 * checked in __tests__/build/seo.test.ts, the switch by keyboard in wcag.spec.ts, the Spanish error
 * page and redirects in hosts.spec.ts.
 */
const SERVICE = TRANSLATED_SERVICE_ROUTE ?? "";
const SPANISH_SERVICE = localisePath(SERVICE, "es");
const ABOUT = TRANSLATED_ABOUT_ROUTE ?? "";
const endsWith = (route: string) => new RegExp(`${route}$`);

test.describe("Spanish pages", () => {
  test("the menu drawer's switch opens the page in English", async ({ page, problems }) => {
    await open(page, localisePath(ABOUT, "es"), 375);
    await page.getByRole("button", { name: "Menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await drawer.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(endsWith(ABOUT));
    expect(problems).toEqual([]);
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
