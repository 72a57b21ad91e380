/**
 * What the editor's previews and rich-text widget know of the site beyond the entry being edited,
 * read from the checked content when the editor is written (src/cms/admin.ts puts them in the admin
 * page, src/cms/preview/siteData.ts reads them there): the pages a link may point to (the
 * route list the build derives), the practice's contact details (for `{phone}` and the call to
 * action) and the shared blocks each language's service pages show.
 */
import { pageRoutes } from "../content/routes";
import type { SiteContent } from "../content/validate";
import type { AdminSiteData } from "./preview/siteData";

export function adminSiteData(content: SiteContent): AdminSiteData {
  const titles = new Map<string, string>([["/", "Home page"]]);
  const routes = pageRoutes(content);
  const kinds = [
    [routes.legal, content.legal],
    [routes.services, content.services],
    [routes.about, content.about],
  ] as const;
  for (const [paths, pages] of kinds) paths.forEach((route, index) => titles.set(route, pages[index].mainTitleText));
  return {
    pages: [...titles].map(([path, title]) => ({ path, title })),
    settings: content.settings,
    blocks: { en: content.blocks, es: content.translations.es.blocks },
  };
}
