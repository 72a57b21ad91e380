/**
 * The pages the build must contain, read from the content files through the validator (never
 * written out here), so a page added, renamed or removed in content/ needs no change to any test.
 */
import path from "node:path";
import { loadContent } from "../src/content/validate";
import { pageRoutes } from "../src/content/routes";

const ROOT = path.resolve(__dirname, "..");
const content = loadContent(path.join(ROOT, "content"), path.join(ROOT, "static"));
const routes = pageRoutes(content);

export const SERVICE_ROUTES = routes.services;
export const ABOUT_ROUTES = routes.about;
/** Every page in every language. */
export const ROUTES = routes.all;
/** English pages only, each of which has a Spanish version at SPANISH_ROUTE_OF[route]. */
export const ENGLISH_ROUTES = routes.all.filter((route) => !routes.translated.es.includes(route));
export const SPANISH_ROUTES = routes.translated.es;
/** Service pages that place the "When to call" block: surgery and procedures with a recovery. */
export const PROCEDURE_PAGES = content.services.filter((page) => page.blocks?.includes("whenToCall")).map((page) => page.slug);
/** About pages that offer the map on request. */
export const MAP_ROUTES = content.about.filter((page) => page.showMap).map((page) => `/about/${page.slug}`);
export const LEGAL_ROUTES = routes.legal;
