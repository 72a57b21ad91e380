import React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { PageDates, type PageDatesProps } from "../../src/components/PageDates/PageDates";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import type { Lang } from "../../src/i18n/languages";
import * as about from "../../src/templates/about";
import * as legal from "../../src/templates/legal";
import * as home from "../../src/templates/home";
import { staticQueryData } from "../fixtures";

const UPDATED = { updatedIso: "2026-11-23" };
const REVIEWER = { reviewedBy: "Dr. Divya Peddireddy, DDS" };
const REVIEW_DAY = { reviewedOnIso: "2026-01-15" };
const UPDATED_LINE = "Last updated November 23, 2026";

// A page never claims a review that is not on record: the review line needs both the reviewer and the date.
it.each<[string, Lang, PageDatesProps, string[]]>([
  ["no review", "en", UPDATED, [UPDATED_LINE]],
  ["only the reviewer", "en", { ...UPDATED, ...REVIEWER }, [UPDATED_LINE]],
  ["only the review date", "en", { ...UPDATED, ...REVIEW_DAY }, [UPDATED_LINE]],
  ["neither date, only the reviewer", "en", REVIEWER, []],
  [
    "a review",
    "en",
    { ...UPDATED, ...REVIEWER, ...REVIEW_DAY },
    [UPDATED_LINE, "Reviewed by Dr. Divya Peddireddy, DDS on January 15, 2026"],
  ],
  [
    "a review, on a Spanish page",
    "es",
    { ...UPDATED, reviewedBy: "Dra. Divya Peddireddy, DDS", ...REVIEW_DAY },
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
  const dates = Array.from(container.querySelectorAll("time"), (time) => time.getAttribute("dateTime"));
  expect(dates).toEqual(["2026-11-23", "2026-01-15"].slice(0, lines.length));
});

/** Each kind of page without a "Last updated" date (about, legal, home): its English address, template, and GraphQL data with `review`. */
const PAGES: [string, { default: unknown; Head: unknown }, (review: object) => object][] = [
  ["/about/examplevisit", about, (review) => ({ aboutJson: { mainTitleText: "Visit", description: "", photos: [], ...review } })],
  [
    "/privacypolicy",
    legal,
    (review) => ({ legalJson: { mainTitleText: "Privacy", effectiveDateIso: "2026-01-01", intro: "", sections: [], ...review } }),
  ],
  [
    "/",
    home,
    (review) => ({ homeJson: { intro: "", hero: {}, serviceGroups: [], ...review }, settingsJson: { mission: "Care." } }),
  ],
];

it.each(PAGES.flatMap(([path, ...page]) => [[path, ...page] as const, [path === "/" ? "/es" : `/es${path}`, ...page] as const]))(
  "the page at %s shows a recorded review and states it to search engines, and claims none not on record",
  (pathname, template, data) => {
    (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData());
    /** The page and its head drawn from `review` alone, and the head's WebPage data. */
    function draw(review: object) {
      cleanup();
      type Drawn = React.ComponentType<{ data: object; location: { pathname: string } }>;
      const [DrawnPage, DrawnHead] = [template.default, template.Head] as Drawn[];
      render(<DrawnPage data={data(review)} location={{ pathname }} />);
      const { container } = render(<DrawnHead data={data(review)} location={{ pathname }} />);
      const scripts = container.querySelectorAll('script[type="application/ld+json"]');
      return Array.from(scripts, (script) => JSON.parse(script.textContent ?? "")).find((node) => node["@type"] === "WebPage");
    }
    const spanish = pathname.startsWith("/es");

    const reviewed = draw({ ...REVIEWER, ...REVIEW_DAY });
    const line = spanish
      ? "Revisado por Dr. Divya Peddireddy, DDS el 15 de enero de 2026"
      : "Reviewed by Dr. Divya Peddireddy, DDS on January 15, 2026";
    expect(screen.getByText(new RegExp(line.split(" ")[0]))).toHaveTextContent(line);
    expect(reviewed).toMatchObject({ lastReviewed: "2026-01-15", reviewedBy: { "@type": "Person", name: REVIEWER.reviewedBy } });

    const unreviewed = draw({ ...REVIEWER, reviewedOnIso: null });
    expect(screen.queryByText(/Reviewed by|Revisado por/)).toBeNull();
    expect(unreviewed).toHaveProperty("inLanguage", spanish ? "es-US" : "en-US");
    expect(unreviewed).not.toHaveProperty("lastReviewed");
    expect(unreviewed).not.toHaveProperty("reviewedBy");
  },
);
