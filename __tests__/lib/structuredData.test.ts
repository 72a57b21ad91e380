import { dentist, doctor, webPage } from "../../src/lib/structuredData";
import { settings } from "../fixtures";

// Any other page's WebPage, and a review stated only when both who and when are on record (the rule webPage applies to
// every page), drawn by its template: __tests__/components/PageDates.test.tsx; the procedure and its publisher on every
// built service page: __tests__/build/seo.test.ts.
it("a service page is the MedicalWebPage of its procedure, in its language, with the date its text changed", () => {
  const data = webPage(settings.siteUrl, {
    url: "https://www.occfad.org/es/services/sinuslift",
    name: "Sinus Lift",
    description: "Adds bone.",
    inLanguage: "es-US",
    updated: "2026-11-23",
  });
  expect(data).toMatchObject({ "@type": "MedicalWebPage", inLanguage: "es-US", dateModified: "2026-11-23" });
});

const facts = { ...settings, hours: null, languagesSpoken: null };

it("dentist gives search engines a closure's days: closed days as midnight to midnight, changed hours as they are", () => {
  expect(dentist(facts)).not.toHaveProperty("specialOpeningHoursSpecification");
  const changedHours = [{ day: "2026-11-26" }, { day: "2026-11-27", opens: "09:00", closes: "12:00" }];
  expect(dentist({ ...facts, changedHours })).toMatchObject({
    specialOpeningHoursSpecification: [
      { validFrom: "2026-11-26", validThrough: "2026-11-26", opens: "00:00", closes: "00:00" },
      { validFrom: "2026-11-27", validThrough: "2026-11-27", opens: "09:00", closes: "12:00" },
    ].map((day) => ({ "@type": "OpeningHoursSpecification", ...day })),
  });
});

it("dentist claims no language spoken until the practice confirms it, then states English and Spanish", () => {
  expect(dentist(facts)).not.toHaveProperty("knowsLanguage");
  expect(dentist({ ...facts, languagesSpoken: ["en", "es"] })).toMatchObject({ knowsLanguage: ["en", "es"] });
});

it("doctor is one person in every language, named after the page that presents them, with a title before the name only when the content gives one", () => {
  const person = {
    page: "/about/ourdentist",
    name: "Jane Roe",
    honorificSuffix: "DDS",
    description: "Our dentist.",
    alumniOf: ["A University"],
  };
  const untitled = doctor("https://www.occfad.org", person);
  const titled = doctor("https://www.occfad.org", { ...person, honorificPrefix: "Dra." });
  expect(untitled).toMatchObject({ "@id": "https://www.occfad.org/about/ourdentist#doctor" });
  expect(titled).toMatchObject({ "@type": "Person", name: "Jane Roe", honorificPrefix: "Dra.", honorificSuffix: "DDS" });
  expect(untitled).not.toHaveProperty("honorificPrefix");
});
