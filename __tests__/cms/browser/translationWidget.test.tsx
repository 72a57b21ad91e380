import React from "react";
import { render, screen } from "@testing-library/react";
import { TRANSLATION_MESSAGES, TranslationLinks, type TwinPage } from "../../../src/cms/browser/translationWidget";

/** Decap's Immutable.js maps, as far as the widget reads them. */
const map = (values: Record<string, unknown>) => ({ get: (key: string) => values[key], toJS: () => values });

const ENGLISH: TwinPage = { collection: "services", language: "English", folder: "content/services" };
const SPANISH: TwinPage = { collection: "es-services", language: "Spanish", folder: "content/es/services" };
const englishData = { slug: "veneers", mainTitleText: "Porcelain Veneers", imgSrc: "services/veneers.jpg" };
const spanishData = { slug: "veneers", mainTitleText: "Carillas de porcelana", imgSrc: "services/veneers.jpg" };

function show(props: { data: object; field: Record<string, unknown>; twin?: object; newRecord?: boolean }) {
  const all = {
    entry: map({ slug: "veneers", newRecord: props.newRecord ?? false, data: map({ ...props.data }) }),
    field: map(props.field),
    forID: "translatedFrom-1",
    onChange: () => undefined,
    loadEntry: (collection: string, slug: string) =>
      props.twin && slug === "veneers" && [ENGLISH.collection, SPANISH.collection].includes(collection)
        ? Promise.resolve({ data: props.twin })
        : Promise.reject(new Error("no such entry")),
  };
  render(<TranslationLinks {...all} />);
}

describe("on an English page", () => {
  const field = { translations: [SPANISH] };

  // Its link to the Spanish version, "up to date with this text", and "older" once the form's text differs: through
  // Decap, in cmsAccessibility.ts's keyboard edit.
  it("says when there is no Spanish version yet", async () => {
    show({ data: englishData, field });
    const notice = "No Spanish version yet: the page shows in English only until content/es/services/veneers.json exists.";
    expect(await screen.findByText(notice)).toBeVisible();
  });

  it("links nothing on a page not saved yet", () => {
    show({ data: englishData, field, newRecord: true });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/Once this page is saved/)).toBeVisible();
  });
});

describe("on a Spanish page", () => {
  const field = { source: ENGLISH };

  it("asks for a comparison when the page records no English version", async () => {
    show({ data: spanishData, field, twin: englishData });
    expect(await screen.findByRole("status")).toHaveTextContent(TRANSLATION_MESSAGES.unrecorded);
    expect(screen.getByRole("button", { name: "Mark as up to date" })).toBeVisible();
  });

  it("says when its English page does not exist", async () => {
    show({ data: spanishData, field });
    expect(await screen.findByText(/There is no English page content\/services\/veneers\.json/)).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
