/** The static queries' data, read from the shipped content. */
import settings from "../content/settings/settings.json";
import menu from "../content/navigation/menu.json";
import spanishMenu from "../content/es/navigation/menu.json";
import sidebar from "../content/sidebar/categories.json";
import type { MenuItem } from "../src/lib/types";

export { settings };
export const navigation: MenuItem[] = menu.items;
export const categories = sidebar.categories;

/** What useStaticQuery returns for every query the layout runs. */
export function staticQueryData(buildYear = "2026") {
  return {
    site: { siteMetadata: { siteUrl: settings.siteUrl }, buildTime: buildYear },
    settingsJson: { ...settings, hours: null },
    en: { items: navigation },
    es: { items: spanishMenu.items as MenuItem[] },
  };
}
