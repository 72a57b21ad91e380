/**
 * The fixed words of the site's components (buttons, labels, headings, notes, alt texts), one
 * dictionary per language with the same keys: a missing translation is a type error. Content
 * (pages, menu, sidebar) is translated in content/<lang>/ instead.
 */
import { LOCALE, type Lang } from "./languages";

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface UiStrings {
  /** The home page's own title before the practice's name (none: the name alone). */
  homeTitle: string | null;
  skipToContent: string;
  /** The header's phone button reads "<call> (714) 555-0142". */
  call: string;
  menu: string;
  closeMenu: string;
  mainNavigation: string;
  /** The panel link to a menu entry's own page, e.g. "Patient Care Services overview". */
  menuOverview: (label: string) => string;
  languageSwitchLabel: string;
  getDirections: string;
  contact: string;
  phone: string;
  email: string;
  officeHours: string;
  /** The line under the office hours, written in the browser by the practice's clock. */
  openNow: string;
  closedNow: string;
  /** "Open now · <today> 08:00–17:00". */
  today: string;
  closedToday: string;
  /** The name of the region of notices (a closure, news) at the top of every page. */
  notices: string;
  /** The link to the practice's online scheduler, beside the call button. */
  bookOnline: string;
  weekdays: Record<Weekday, string>;
  /** The heading over the footer's links to the privacy policy, the privacy notice and the accessibility statement: it names them. */
  policiesHeading: string;
  privacyPolicyLink: string;
  privacyPracticesLink: string;
  /** The footer link to the accessibility statement (/accessibility). */
  accessibilityLink: string;
  allRightsReserved: string;
  logoAlt: (name: string) => string;
  /**
   * The call to action's heading on a service page: `title` is the page's main title, `inSentence`
   * its name as it reads inside a sentence, with its article ("las carillas de porcelana"), when the
   * page gives one. A language whose sentence needs more than the title places the title apart.
   */
  callToActionHeading: (title: string, inSentence?: string) => string;
  callToActionText: string;
  errorHeading: string;
  errorApology: string;
  notFound: string;
  notFoundTitle: string;
  notFoundDescription: string;
  goHome: string;
  seeServices: string;
  exploreServices: string;
  noVideoSupport: string;
  pauseVideo: string;
  playVideo: string;
  lastUpdated: string;
  /** "Reviewed by <name> on <date>", split around the name and the date. */
  reviewedBy: string;
  reviewedOn: string;
  effectiveDate: string;
  contents: string;
  parking: string;
  findUs: string;
  mapTitle: (name: string, where: string) => string;
  showMap: string;
  openMap: string;
  mapNote: string;
  directionsTo: (where: string) => string;
  breadcrumbHome: string;
  breadcrumbServices: string;
  breadcrumbAbout: string;
  /** The page a redirect source answers on a static host: "Moved to <path>". */
  movedTitle: string;
  movedText: string;
  /** What `{privacyOfficer}` reads in formatted text until the settings name the person. */
  privacyOfficer: string;
}

/** Each language's name in its own words (the switch's label) and in English (for build messages). */
export const LANGUAGE_NAMES: Record<Lang, { own: string; english: string }> = {
  en: { own: "English", english: "English" },
  es: { own: "Español", english: "Spanish" },
};

/** A YYYY-MM-DD date as the page's language writes it: "November 22, 2026", "22 de noviembre de 2026". */
export function formatDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
