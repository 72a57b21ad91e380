/** JSON-LD for search engines: every page names the practice by one @id, linked from the rest. */
import { localisePath, type Lang } from "../i18n/languages";
import { STRINGS } from "../i18n/dictionary";
import type { SiteSettings } from "../hooks/useSiteSettings";
import type { HoursData } from "./practiceDay";
import type { BreadcrumbList, DayOfWeek, Dentist, Person, Thing, WebPage, WithContext } from "schema-dts";

type PracticeFacts = Pick<SiteSettings, "name" | "phoneTel" | "email" | "address" | "geo" | "hours" | "languagesSpoken"> & {
  siteUrl: string;
  changedHours?: HoursData["changed"];
};

const practice = (siteUrl: string) => ({ "@id": `${siteUrl}/#dentist` });

export function dentist(facts: PracticeFacts): WithContext<Dentist> {
  const { address } = facts;
  return {
    "@context": "https://schema.org",
    "@type": "Dentist",
    ...practice(facts.siteUrl),
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
    ...(facts.languagesSpoken?.length && { knowsLanguage: [...facts.languagesSpoken] }),
    ...(facts.hours?.length && {
      openingHoursSpecification: facts.hours.map((row) => ({
        "@type": "OpeningHoursSpecification" as const,
        dayOfWeek: row.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
        opens: row.opens,
        closes: row.closes,
      })),
    }),
    ...(facts.changedHours?.length && {
      // A closed day is written as opening and closing at midnight, as schema.org advises.
      specialOpeningHoursSpecification: facts.changedHours.map((day) => ({
        "@type": "OpeningHoursSpecification" as const,
        validFrom: day.day,
        validThrough: day.day,
        opens: day.opens ?? "00:00",
        closes: day.closes ?? "00:00",
      })),
    }),
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
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

export function doctor(
  siteUrl: string,
  person: {
    /** The English address of the page that presents the doctor: one identity in every language. */
    page: string;
    name: string;
    honorificPrefix?: string | null;
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
    ...(person.honorificPrefix && { honorificPrefix: person.honorificPrefix }),
    honorificSuffix: person.honorificSuffix,
    jobTitle: "Dentist",
    description: person.description,
    alumniOf: person.alumniOf.map((name) => ({ "@type": "CollegeOrUniversity" as const, name })),
    worksFor: practice(siteUrl),
  };
}

/** A clinician's review as a page's content records it; it counts only with both who and when (YYYY-MM-DD). */
export type Review = { reviewedBy?: string | null; reviewedOnIso?: string | null };

/**
 * A page's address, title and language, and its review when recorded; with `updated` (a service page),
 * a MedicalWebPage of the procedure it describes, published by the practice.
 */
export function webPage(
  siteUrl: string,
  page: { url: string; name: string; description: string; inLanguage: string; review?: Review; updated?: string },
): WithContext<WebPage> {
  const { url, name, description, review, updated } = page;
  return {
    "@context": "https://schema.org",
    "@type": updated ? "MedicalWebPage" : "WebPage",
    "@id": `${url}#webpage`,
    url,
    name,
    description,
    inLanguage: page.inLanguage,
    ...(updated && { dateModified: updated }),
    ...(review?.reviewedBy &&
      review.reviewedOnIso && { lastReviewed: review.reviewedOnIso, reviewedBy: { "@type": "Person", name: review.reviewedBy } }),
    ...(updated && { about: { "@type": "MedicalProcedure", name, description }, publisher: practice(siteUrl) }),
  };
}

export type JsonLd = WithContext<Thing>;
