/**
 * The pages the build must contain, read from the content files through the validator (never
 * written out here), so a page added, renamed or removed in content/ needs no change to any test.
 */
import path from "node:path";
import { loadContent } from "../src/content/validate";
import { pageRoutes } from "../src/content/routes";

const ROOT = path.resolve(__dirname, "..");
const routes = pageRoutes(loadContent(path.join(ROOT, "content"), path.join(ROOT, "static")));

export const SERVICE_ROUTES = routes.services;
export const ABOUT_ROUTES = routes.about;
export const ROUTES = routes.all;
