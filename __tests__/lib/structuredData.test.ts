import { dentist, doctor, procedurePage } from "../../src/lib/structuredData";
import { settings } from "../fixtures";

const page = {
  name: "Sinus Lift",
  path: "/services/examplesurgery",
  description: "Sinus lift surgery adds bone for upper back implants.",
  lastUpdated: "2026-11-23",
  inLanguage: "es-US",
};

describe("procedurePage", () => {
  it("gives the date the text changed and claims no review that is not on record", () => {
    const data = procedurePage("https://www.occfad.org", page);
    expect(data).toMatchObject({ "@type": "MedicalWebPage", dateModified: "2026-11-23", inLanguage: "es-US" });
    expect(data).not.toHaveProperty("lastReviewed");
    expect(data).not.toHaveProperty("reviewedBy");
  });

  it("names the reviewer and the review date when a review is recorded", () => {
    const data = procedurePage("https://www.occfad.org", {
      ...page,
      review: { by: "Dr. Divya Peddireddy, DDS", on: "2026-01-15" },
    });
    expect(data).toMatchObject({
      lastReviewed: "2026-01-15",
      reviewedBy: { "@type": "Person", name: "Dr. Divya Peddireddy, DDS" },
    });
  });
});

describe("dentist", () => {
  const facts = { ...settings, siteUrl: "https://www.occfad.org" };

  it("gives search engines a closure's days: closed days as midnight to midnight, changed hours as they are", () => {
    expect(dentist(facts)).not.toHaveProperty("specialOpeningHoursSpecification");
    const data = dentist({
      ...facts,
      changedHours: [{ day: "2026-11-26" }, { day: "2026-11-27", opens: "09:00", closes: "12:00" }],
    });
    expect(data).toMatchObject({
      specialOpeningHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          validFrom: "2026-11-26",
          validThrough: "2026-11-26",
          opens: "00:00",
          closes: "00:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          validFrom: "2026-11-27",
          validThrough: "2026-11-27",
          opens: "09:00",
          closes: "12:00",
        },
      ],
    });
  });

  it("claims no language spoken until the practice confirms it", () => {
    expect(dentist(facts)).not.toHaveProperty("knowsLanguage");
  });

  it("states English and Spanish once the settings list them", () => {
    expect(dentist({ ...facts, languagesSpoken: ["en", "es"] })).toMatchObject({ knowsLanguage: ["en", "es"] });
  });
});

describe("doctor", () => {
  const person = {
    page: "/about/ourdentist",
    name: "Jane Roe",
    honorificSuffix: "DDS",
    description: "Our dentist.",
    alumniOf: ["A University"],
  };

  it("is one person in every language, named after the page that presents them", () => {
    expect(doctor("https://www.occfad.org", person)).toMatchObject({ "@id": "https://www.occfad.org/about/ourdentist#doctor" });
  });

  it("gives the title before the name in the page's language when the content gives one", () => {
    expect(doctor("https://www.occfad.org", { ...person, honorificPrefix: "Dra." })).toMatchObject({
      "@type": "Person",
      name: "Jane Roe",
      honorificPrefix: "Dra.",
      honorificSuffix: "DDS",
    });
  });

  it("claims no title the content does not give", () => {
    expect(doctor("https://www.occfad.org", person)).not.toHaveProperty("honorificPrefix");
  });
});
