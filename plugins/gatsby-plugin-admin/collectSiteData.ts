/**
 * What the previews and the rich-text widget know of the site beyond the entry being edited
 * (AdminSiteData), from the checked content; apart from adminFolder.ts, whose esbuild cannot load under jsdom.
 */
import { pageRoutes } from "../../src/content/routes";
import { CONTENT_KINDS, PAGE_KINDS, type PageFolder, type SiteContent } from "../../src/content/kinds";
import { detailedJsonSchema, type JsonSchema } from "../../src/content/gate/jsonSchema";
import type { AdminSiteData } from "../../src/cms/browser/siteData";

/** Each page's English path and main title in one language's content, the home page first, in the site's order. */
function titles(content: Pick<SiteContent, PageFolder>, home: string): Map<string, string> {
  const byPath = new Map(
    PAGE_KINDS.flatMap((kind) =>
      content[kind.folder].map((page) => [`${kind.pages.urlPrefix}${page.slug}`, page.mainTitleText] as const),
    ),
  );
  return new Map([
    ["/", home],
    ...pageRoutes(content).all.flatMap((route) => (byPath.has(route) ? [[route, byPath.get(route) ?? ""] as const] : [])),
  ]);
}

function optionalListFields(): string[] {
  const names = new Set<string>();
  const walk = (schema: JsonSchema) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.type === "array" && !schema.required?.includes(name)) names.add(name);
      if (property.type === "object") walk(property);
      if (property.type === "array" && property.items?.type === "object") walk(property.items);
    }
  };
  CONTENT_KINDS.forEach((kind) => walk(detailedJsonSchema(kind)));
  return [...names].sort();
}

export function collectSiteData(content: SiteContent): AdminSiteData {
  const english = titles(content, "Home page");
  // A Spanish entry lists the Spanish titles; a page not translated yet keeps its English one (and links to it).
  const spanish = titles(content.translations.es, "Página de inicio");
  return {
    pages: {
      en: [...english].map(([path, title]) => ({ path, title })),
      es: [...english].map(([path, title]) => ({ path, title: spanish.get(path) ?? title })),
    },
    settings: content.settings,
    blocks: { en: content.blocks, es: content.translations.es.blocks },
    menus: { en: content.navigation.items, es: content.translations.es.navigation.items },
    heroes: { en: content.home.hero, es: content.translations.es.home.hero },
    translatedMissions: { es: content.translations.es.settings.mission },
    optionalLists: optionalListFields(),
  };
}
