/**
 * The site's page routes, derived from the validated content: one page per service, about and
 * legal file (the slug is the file name), plus the home page. Tests, the sitemap check and the
 * browser suites read this list, so adding, renaming or removing a page is a content-only change.
 */
import type { SiteContent } from "./validate";

export interface PageRoutes {
  services: string[];
  about: string[];
  legal: string[];
  /** The home page first, then legal, service and about pages. */
  all: string[];
}

export function pageRoutes(content: Pick<SiteContent, "services" | "about" | "legal">): PageRoutes {
  const services = content.services.map((page) => `/services/${page.slug}`);
  const about = content.about.map((page) => `/about/${page.slug}`);
  const legal = content.legal.map((page) => `/${page.slug}`);
  return { services, about, legal, all: ["/", ...legal, ...services, ...about] };
}
