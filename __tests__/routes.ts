/** The pages the build must contain, read from the content through the validator, never written out here. */
import path from "node:path";
import { loadContent } from "../src/content/gate/load";
import { pageRoutes, untranslatedRoutes } from "../src/content/routes";
import { isVideo } from "../src/lib/media";

const ROOT = path.resolve(__dirname, "..");
const content = loadContent(path.join(ROOT, "content"), path.join(ROOT, "static"));
const routes = pageRoutes(content);

export const SERVICE_ROUTES = routes.services;
export const ABOUT_ROUTES = routes.about;
export const ROUTES = routes.all;
/** English pages not translated yet (linked in English until their Spanish file is added). */
const UNTRANSLATED_ROUTES = untranslatedRoutes(content).es;
/** English pages that have a Spanish version (at pathIn(route, "es")); a page awaiting its translation is left out. */
export const ENGLISH_ROUTES = routes.all.filter(
  (route) => !routes.translated.es.includes(route) && !UNTRANSLATED_ROUTES.includes(route),
);
export const SPANISH_ROUTES = routes.translated.es;
/** Service pages that place the "When to call" block: surgery and procedures with a recovery. */
export const PROCEDURE_PAGES = content.services.filter((page) => page.blocks?.includes("whenToCall")).map((page) => page.slug);

/** A service page shown with a video (as its content file gives it, and its address), and one with a photo; undefined when no page has it, for a test to skip. */
export const VIDEO_SERVICE = content.services.find((page) => isVideo(page.imgSrc));
export const VIDEO_SERVICE_ROUTE = VIDEO_SERVICE && `/services/${VIDEO_SERVICE.slug}`;
const photoService = content.services.find((page) => !isVideo(page.imgSrc));
export const PHOTO_SERVICE_ROUTE = photoService && `/services/${photoService.slug}`;
/** About pages with the map, and the one that presents the doctor. */
export const MAP_ROUTES = content.about.filter((page) => page.showMap).map((page) => `/about/${page.slug}`);
const doctorPage = content.about.find((page) => page.doctor !== undefined);
export const DOCTOR_ROUTE = doctorPage && `/about/${doctorPage.slug}`;
export const DOCTOR = doctorPage?.doctor;
/** The redirects of content/redirects/redirects.json; the server-only ones have no page of their own. */
const REDIRECTS = content.redirects.redirects;
export const PAGE_REDIRECTS = REDIRECTS.filter((redirect) => !redirect.serverOnly);
export const SERVER_REDIRECTS = REDIRECTS.filter((redirect) => redirect.serverOnly);
export const SETTINGS = content.settings;
/** About pages that show photos (each captioned in the content). */
export const PHOTO_ABOUT_ROUTES = content.about.filter((page) => page.photos.length > 0).map((page) => `/about/${page.slug}`);
/** Two pages of one sidebar category: from the second, a tap on the first one's link opens it. */
const sidebarCategory = content.sidebar.categories.find((category) => category.links.length >= 2);
export const SIDEBAR_TAP = sidebarCategory && {
  category: sidebarCategory.title,
  from: sidebarCategory.links[1].path,
  to: sidebarCategory.links[0].path,
  label: sidebarCategory.links[0].label,
  /** The main title of the page the link opens. */
  title: [
    ...content.services.map((page) => ["/services/", page] as const),
    ...content.about.map((page) => ["/about/", page] as const),
  ].find(([prefix, page]) => `${prefix}${page.slug}` === sidebarCategory.links[0].path)?.[1].mainTitleText,
};
/** The menu entry with the most links in its groups, and two of its links, read from the menu file. */
const linkCount = (item: (typeof content.navigation.items)[number]) => (item.groups ?? []).flatMap((group) => group.links).length;
const menuPanel = [...content.navigation.items]
  .filter((item) => item.groups?.length)
  .sort((a, b) => linkCount(b) - linkCount(a))[0];
const panelLinks = (menuPanel?.groups ?? []).flatMap((group) => group.links);
export const MENU_PANEL = menuPanel && {
  label: menuPanel.label,
  groups: menuPanel.groups ?? [],
  first: panelLinks[0],
  last: panelLinks[panelLinks.length - 1],
};
export const MENU_ITEMS = content.navigation.items;
export const LEGAL_ROUTES = routes.legal;
