/**
 * The fixed words of the site's components (buttons, labels, headings, notes, alt texts) in English.
 * Its keys and types are every language's (`UiStrings`): a missing translation is a type error.
 * Content (pages, menu, sidebar) is translated in content/<lang>/ instead.
 */
export const en = {
  /** The home page's own title before the practice's name (none: the name alone). */
  homeTitle: null as string | null,
  skipToContent: "Skip to main content",
  /** The header's phone button reads "<call> (714) 555-0142". */
  call: "Call",
  menu: "Menu",
  closeMenu: "Close menu",
  mainNavigation: "Main",
  /** The panel link to a menu entry's own page, e.g. "Patient Care Services overview". */
  menuOverview: (label: string) => `${label} overview`,
  languageSwitchLabel: "Language",
  getDirections: "Get directions",
  contact: "Contact",
  phone: "Phone",
  email: "Email",
  officeHours: "Office hours",
  /** The line under the office hours, written in the browser by the practice's clock: "Open now · today 08:00–17:00". */
  openNow: "Open now",
  closedNow: "Closed now",
  today: "today",
  closedToday: "Closed today",
  notices: "Notices",
  bookOnline: "Book online",
  weekdays: {
    Monday: "Monday",
    Tuesday: "Tuesday",
    Wednesday: "Wednesday",
    Thursday: "Thursday",
    Friday: "Friday",
    Saturday: "Saturday",
    Sunday: "Sunday",
  },
  /** The heading over the footer's links to the privacy policy, the privacy notice and the accessibility statement. */
  policiesHeading: "Privacy, terms and accessibility",
  privacyPolicyLink: "Privacy policy & terms",
  privacyPracticesLink: "Notice of Privacy Practices",
  accessibilityLink: "Accessibility statement",
  allRightsReserved: "All rights reserved.",
  logoAlt: (name: string) => `${name} logo`,
  /**
   * The call to action's heading on a service page: `title` is the page's main title, `inSentence`
   * its name as it reads inside a sentence, with its article ("las carillas de porcelana"), when the
   * page gives one. A language whose sentence needs more than the title places the title apart.
   */
  callToActionHeading: (title: string, inSentence?: string) => `Questions about ${inSentence ?? title}?`,
  callToActionText: "Call us and we will talk through your options and find a time that suits you.",
  errorHeading: "Oops!",
  errorApology: "Sorry, an unexpected error has occurred.",
  notFound: "Not Found",
  notFoundTitle: "Page not found",
  notFoundDescription: "Sorry, an unexpected error has occurred: this page was not found.",
  goHome: "Go to the home page",
  seeServices: "See our patient care services",
  exploreServices: "Explore our services",
  noVideoSupport: "Your browser does not support the video tag.",
  pauseVideo: "Pause background video",
  playVideo: "Play background video",
  lastUpdated: "Last updated",
  /** "Reviewed by <name> on <date>", split around the name and the date. */
  reviewedBy: "Reviewed by",
  reviewedOn: "on",
  effectiveDate: "Effective date",
  contents: "Contents",
  parking: "Parking",
  findUs: "Find us",
  mapTitle: (name: string, where: string) => `Map showing ${name} at ${where}`,
  showMap: "Show the map (loads Google Maps)",
  openMap: "Open the map on Google Maps",
  mapNote: "The map comes from Google. It loads only when you ask for it.",
  directionsTo: (where: string) => `Get directions to ${where}`,
  breadcrumbHome: "Home",
  breadcrumbServices: "Patient Care Services",
  breadcrumbAbout: "About us",
  /** The page a redirect source answers on a static host: "Moved to <path>". */
  movedTitle: "Moved to",
  movedText: "This page has moved to",
  /** What `{privacyOfficer}` reads in formatted text until the settings name the person. */
  privacyOfficer: "our Privacy Officer",
};
