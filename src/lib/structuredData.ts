/** JSON-LD for search engines: every page names the practice by one @id, linked from the rest. */
import { localisePath, type Lang } from "../i18n/languages";
import { STRINGS } from "../i18n/dictionary";
import type { SiteSettings } from "../hooks/useSiteSettings";
import type { HoursData } from "./practiceDay";
import type { BreadcrumbList, DayOfWeek, Dentist, MedicalWebPage, Person, Thing, WebPage, WithContext } from "schema-dts";

type PracticeFacts = Pick<SiteSettings, "name" | "phoneTel" | "email" | "address" | "geo" | "hours" | "languagesSpoken"> & {
  siteUrl: string;
  changedHours?: HoursData["changed"];
};

const practiceId = (siteUrl: string) => `${siteUrl}/#dentist`;

export function dentist(facts: PracticeFacts): WithContext<Dentist> {
  const { address } = facts;
  return {
    "@context": "https://schema.org",
    "@type": "Dentist",
    "@id": practiceId(facts.siteUrl),
    name: facts.name,
    url: `${facts.siteUrl}/`,
    telephone: facts.phoneTel,
    email: facts.email,
    logo: `${facts.siteUrl}/logo.svg`,
    image: `${facts.siteUrl}/og-image.jpg`,
    address: {
      "@type": "PostalAddress",
      streetAddress: [address.streetAddress, address.suite].filter(Boolean).join(" "),
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country === "United States" ? "US" : address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    medicalSpecialty: "https://schema.org/Dentistry",
    ...(facts.languagesSpoken?.length ? { knowsLanguage: [...facts.languagesSpoken] } : {}),
    ...(facts.hours?.length
      ? {
          openingHoursSpecification: facts.hours.map((row) => ({
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: row.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
            opens: row.opens,
            closes: row.closes,
          })),
        }
      : {}),
    ...(facts.changedHours?.length
      ? {
          // A closed day is written as opening and closing at midnight, as schema.org advises.
          specialOpeningHoursSpecification: facts.changedHours.map((day) => ({
            "@type": "OpeningHoursSpecification" as const,
            validFrom: day.day,
            validThrough: day.day,
            opens: day.opens ?? "00:00",
            closes: day.closes ?? "00:00",
          })),
        }
      : {}),
  };
}

/** Home, then the section (`/services` or `/about`, in the page's language), then the page. */
export function breadcrumbs(
  siteUrl: string,
  lang: Lang,
  section: "/services" | "/about",
  page: { name: string; path: string },
): WithContext<BreadcrumbList> {
  const strings = STRINGS[lang];
  const trail = [
    { name: strings.breadcrumbHome, path: localisePath("/", lang) },
    { name: section === "/about" ? strings.breadcrumbAbout : strings.breadcrumbServices, path: localisePath(section, lang) },
    page,
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === "/" ? "/" : crumb.path}`,
    })),
  };
}

/** A service page: its own data, with the procedure it describes and the practice that publishes it. */
export function procedurePage(
  siteUrl: string,
  page: {
    name: string;
    path: string;
    description: string;
    lastUpdated: string;
    review?: Review;
    inLanguage: string;
  },
): WithContext<MedicalWebPage> {
  const { name, description, inLanguage, review } = page;
  return {
    ...webPage({ url: `${siteUrl}${page.path}`, name, description, inLanguage, review, dateModified: page.lastUpdated }),
    "@type": "MedicalWebPage",
    about: { "@type": "MedicalProcedure", name, description },
    publisher: { "@id": practiceId(siteUrl) },
  };
}

export function doctor(
  siteUrl: string,
  person: {
    /** The English address of the page that presents the doctor: one identity in every language. */
    page: string;
    name: string;
    honorificPrefix?: string;
    honorificSuffix: string;
    description: string;
    alumniOf: readonly string[];
  },
): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${siteUrl}${person.page}#doctor`,
    name: person.name,
    ...(person.honorificPrefix ? { honorificPrefix: person.honorificPrefix } : {}),
    honorificSuffix: person.honorificSuffix,
    jobTitle: "Dentist",
    description: person.description,
    alumniOf: person.alumniOf.map((name) => ({ "@type": "CollegeOrUniversity" as const, name })),
    worksFor: { "@id": practiceId(siteUrl) },
  };
}

/** A page's address, title and language, when its text last changed (where recorded) and its review. */
export function webPage(page: {
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  review?: Review;
  dateModified?: string;
}): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${page.url}#webpage`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.inLanguage,
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    ...reviewData(page.review),
  };
}

/** A clinician's review on record: who, and YYYY-MM-DD. */
export type Review = { by: string; on: string };

/** The review a page's content records, or none unless it names both who and when. */
export function recordedReview(page: { reviewedBy?: string | null; reviewedOnIso?: string | null }): Review | undefined {
  return page.reviewedBy && page.reviewedOnIso ? { by: page.reviewedBy, on: page.reviewedOnIso } : undefined;
}

function reviewData(review: Review | undefined) {
  return review ? { lastReviewed: review.on, reviewedBy: { "@type": "Person" as const, name: review.by } } : {};
}

export type JsonLd = WithContext<Thing>;
