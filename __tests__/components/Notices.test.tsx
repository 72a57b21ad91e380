/** The notices and today's hours as a reader gets them: the server's HTML of one day, its inline scripts run at the reader's moment. */
import { TextEncoder } from "node:util";
import React from "react";
import { screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import fc from "fast-check";
import { Notices } from "../../src/components/Notices/Notices";
import { Footer } from "../../src/components/Footer/Footer";
import { LanguageProvider } from "../../src/i18n/LanguageContext";
import type { Lang } from "../../src/i18n/languages";
import type { Notice } from "../../src/hooks/useNotices";
import { settings, staticQueryData } from "../fixtures";

const mockedQuery = useStaticQuery as jest.Mock;
// React's server renderer for browsers (what jsdom resolves) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const notice = (over: Partial<Notice> = {}): Notice => ({
  id: "thanksgiving",
  message: "Closed November 26 and 27 for Thanksgiving.",
  link: { label: "Our address", href: "/about/address" },
  firstDay: "2026-11-19",
  lastDay: "2026-11-27",
  importance: "closure",
  changedHours: [
    { day: "2026-11-26", opens: null, closes: null },
    { day: "2026-11-27", opens: "09:00", closes: "12:00" },
  ],
  ...over,
});
const HOURS = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
  { days: ["Saturday"], opens: "09:00", closes: "13:00" },
];

/** The page as built at `builtAt`, read at `readAt`, in `lang`. */
function readPage(
  builtAt: string,
  readAt: string | number,
  { notices = [notice()], lang = "en", hours = HOURS }: { notices?: Notice[]; lang?: Lang; hours?: typeof HOURS | null } = {},
) {
  const data = staticQueryData();
  mockedQuery.mockReturnValue({
    ...data,
    site: { ...data.site, buildTime: builtAt },
    settingsJson: { ...settings, hours },
    en: { ...data.en, notices },
    es: { ...data.es, notices: notices.map((entry) => ({ ...entry, message: `ES ${entry.message}` })) },
  });
  const tree = (
    <LanguageProvider lang={lang}>
      <Notices />
      <main />
      <Footer />
    </LanguageProvider>
  );
  // The server's HTML, built on its day.
  jest.useFakeTimers({ now: new Date(builtAt) });
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  const html = renderToString(tree);
  error.mockRestore();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.replaceChildren(container);
  // The reader's moment: each inline script runs where it stands, as the parser reaches it (data blocks never run).
  jest.setSystemTime(new Date(readAt));
  for (const script of container.querySelectorAll("script:not([type])"))
    new Function("document", script.textContent ?? "")({ currentScript: script });
}

/** What the page's CSS shows: the reader's day decides once the script has run, else the build's. */
const shown = (element: Element | null): boolean =>
  element !== null &&
  (element.getAttribute("data-shown") ?? element.getAttribute("data-shown-at-build")) === "true" &&
  (element.parentElement?.closest("[data-notices]") ? shown(element.parentElement.closest("[data-notices]")) : true);
const noticeItem = (text: RegExp) => screen.queryByText(text)?.closest("li") ?? null;
const todayLine = () => document.querySelector("[data-hours-line]")?.textContent ?? "";

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe("a notice", () => {
  it.each([
    ["en", "Notices", "Closed November 26 and 27", "/about/address"],
    ["es", "Avisos", "ES Closed November 26", "/es/about/address"],
  ] as const)("in %s is in the region %s on its days, with its link in the page's language", (lang, region, text, href) => {
    readPage("2026-11-20T18:00:00Z", "2026-11-20T18:00:00Z", { lang });
    const notices = screen.getByRole("region", { name: region });
    expect(within(notices).getByText(new RegExp(text))).toBeInTheDocument();
    expect(within(notices).getByRole("link", { name: "Our address" })).toHaveAttribute("href", href);
    expect(shown(noticeItem(/Closed November 26/))).toBe(true);
  });

  it.each([
    ["the evening before its first day, Pacific time (already the 19th in UTC)", false, "2026-11-19T07:59:00Z"],
    ["at midnight of its first day, Pacific time", true, "2026-11-19T08:00:00Z"],
    ["on its last evening, Pacific time (already the 28th in UTC)", true, "2026-11-28T07:59:00Z"],
    ["at midnight after its last day, Pacific time", false, "2026-11-28T08:00:00Z"],
    ["a month later, with no build in between", false, "2026-12-28T20:00:00Z"],
    [
      "for a reader whose clock reads earlier than the build, which keeps the build's view",
      true,
      "2026-11-01T18:00:00Z",
      "2026-11-20T18:00:00Z",
    ],
  ])("%s: shown %s, without a rebuild", (_, expected, readAt, builtAt = "2026-11-10T18:00:00Z") => {
    readPage(builtAt, readAt);
    expect(shown(noticeItem(/Closed November 26/))).toBe(expected);
    // The region goes with its last notice: no empty landmark.
    expect(shown(document.querySelector("[data-notices]"))).toBe(expected);
  });

  it("is not in the HTML at all once it ended before the build", () => {
    readPage("2026-11-28T09:00:00Z", "2026-11-28T09:00:00Z");
    expect(screen.queryByRole("region", { name: "Notices" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Closed November 26/)).not.toBeInTheDocument();
  });

  it("shows exactly on its days by the practice's clock, whatever the build's day and the reader's moment", () => {
    const day = (ms: number) => new Date(ms).toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
    const start = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 * 24 * 60 }),
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        (builtMinute, laterMinutes, startsIn, lasts) => {
          const builtAt = start + builtMinute * 60_000;
          const readAt = builtAt + laterMinutes * 60_000;
          const firstDay = day(builtAt + startsIn * 86_400_000);
          const lastDay = day(builtAt + (startsIn + lasts) * 86_400_000);
          readPage(new Date(builtAt).toISOString(), readAt, {
            notices: [notice({ firstDay, lastDay, changedHours: null, importance: "information", message: "Notice under test" })],
          });
          const today = day(readAt);
          const item = noticeItem(/Notice under test/);
          if (lastDay < day(builtAt)) expect(item).toBeNull();
          else expect(shown(item)).toBe(firstDay <= today && today <= lastDay);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("today's hours in the footer", () => {
  it.each([
    ["a Friday morning", "Open now · today 08:00–17:00", "2026-11-20T17:30:00Z", "en"],
    ["a Friday evening", "Closed now · today 08:00–17:00", "2026-11-21T02:00:00Z", "en"],
    ["a Sunday", "Closed today", "2026-11-22T18:00:00Z", "en"],
    ["a closure day", "Closed today", "2026-11-26T18:00:00Z", "en"],
    ["a day with shorter hours, before they end", "Open now · today 09:00–12:00", "2026-11-27T19:00:00Z", "en"],
    ["a day with shorter hours, after they end", "Cerrado ahora · hoy 09:00–12:00", "2026-11-27T21:00:00Z", "es"],
    ["a Saturday in Spanish", "Abierto ahora · hoy 09:00–13:00", "2026-11-21T18:00:00Z", "es"],
  ] as const)("on %s says %j", (_, line, readAt, lang) => {
    readPage("2026-11-10T18:00:00Z", readAt, { lang });
    expect(todayLine()).toBe(line);
  });

  it("follows the clock while the page stays open, and on its return from the back/forward cache", () => {
    readPage("2026-11-10T18:00:00Z", "2026-11-21T00:50:00Z");
    expect(todayLine()).toBe("Open now · today 08:00–17:00");
    jest.advanceTimersByTime(15 * 60_000);
    expect(todayLine()).toBe("Closed now · today 08:00–17:00");
    // Restored the next morning: timers waited while the page was stored.
    jest.setSystemTime(new Date("2026-11-21T17:05:00Z"));
    window.dispatchEvent(new Event("pageshow"));
    expect(todayLine()).toBe("Open now · today 09:00–13:00");
  });

  it("follows the weekly hours under their heading, and says nothing and shows no hours while the settings have none", () => {
    readPage("2026-11-10T18:00:00Z", "2026-11-20T17:30:00Z");
    expect(screen.getByRole("heading", { name: "Office hours" })).toBeInTheDocument();
    expect(screen.getByText("Saturday: 09:00–13:00")).toBeInTheDocument();
    readPage("2026-11-10T18:00:00Z", "2026-11-20T17:30:00Z", { hours: null });
    expect(document.querySelector("[data-hours-line]")).toBeNull();
    expect(screen.queryByText("Office hours")).not.toBeInTheDocument();
  });
});
