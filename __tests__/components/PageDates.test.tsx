import React from "react";
import { render } from "@testing-library/react";
import { PageDates, type PageDatesProps } from "../../src/components/PageDates/PageDates";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import type { Lang } from "../../src/i18n/languages";

const UPDATED = { updated: "November 23, 2026", updatedIso: "2026-11-23" };
const REVIEWER = { reviewedBy: "Dr. Divya Peddireddy, DDS" };
const REVIEW_DAY = { reviewedOn: "January 15, 2026", reviewedOnIso: "2026-01-15" };
const UPDATED_LINE = "Last updated November 23, 2026";

// A page never claims a review that is not on record: the review line needs both the reviewer and the date.
it.each<[string, Lang, PageDatesProps, string[]]>([
  ["no review", "en", UPDATED, [UPDATED_LINE]],
  ["only the reviewer", "en", { ...UPDATED, ...REVIEWER }, [UPDATED_LINE]],
  ["only the review date", "en", { ...UPDATED, ...REVIEW_DAY }, [UPDATED_LINE]],
  [
    "a review",
    "en",
    { ...UPDATED, ...REVIEWER, ...REVIEW_DAY },
    [UPDATED_LINE, "Reviewed by Dr. Divya Peddireddy, DDS on January 15, 2026"],
  ],
  [
    "a review, on a Spanish page",
    "es",
    {
      ...UPDATED,
      updated: "23 de noviembre de 2026",
      reviewedBy: "Dra. Divya Peddireddy, DDS",
      ...REVIEW_DAY,
      reviewedOn: "15 de enero de 2026",
    },
    ["Última actualización: 23 de noviembre de 2026", "Revisado por Dra. Divya Peddireddy, DDS el 15 de enero de 2026"],
  ],
])("the page's dates with %s on record", (_, lang, props, lines) => {
  const { container } = render(
    <LanguageProvider lang={lang}>
      <PageDates {...props} />
    </LanguageProvider>,
  );
  expect(Array.from(container.querySelectorAll("p"), (line) => line.textContent)).toEqual(lines);
  // Each date is also machine-readable.
  expect(Array.from(container.querySelectorAll("time"), (time) => time.getAttribute("dateTime"))).toEqual(
    lines.length === 2 ? ["2026-11-23", "2026-01-15"] : ["2026-11-23"],
  );
});
