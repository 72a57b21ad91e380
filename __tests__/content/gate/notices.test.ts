/** @jest-environment node */
// A notice whose dates or hours cannot be true is refused, with its file and field named.
import fc from "fast-check";
import { withContentCopy } from "../../support/contentCopy";

const site = withContentCopy("notices-");
const [EN, ES] = ["notices/notices.json", "es/notices/notices.json"];
/** Sets fields of the first notice in `file` (named as "lastDay"); undefined deletes one. */
const notice = (file: string, fields: Record<string, unknown>) =>
  site.set({ [file]: Object.fromEntries(Object.entries(fields).map(([field, value]) => [`notices.0.${field}`, value])) });

const pad = (n: number) => String(n).padStart(2, "0");
/** Dates written YYYY-MM-DD that are not on the calendar. */
const year = fc.integer({ min: 2000, max: 2099 });
const unrealDate = fc
  .oneof(
    fc.tuple(year, fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 })),
    fc.tuple(year, fc.constantFrom(4, 6, 9, 11), fc.constant(31)),
    fc.tuple(fc.constantFrom(2025, 2026, 2027, 2100), fc.constant(2), fc.integer({ min: 29, max: 31 })),
    fc.tuple(year, fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, 32, 45)),
  )
  .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);
/** Times that are not a time of day on the 24-hour clock. */
const badTime = fc.oneof(
  fc.record({ h: fc.integer({ min: 24, max: 99 }), m: fc.integer({ min: 0, max: 59 }) }).map(({ h, m }) => `${h}:${pad(m)}`),
  fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 60, max: 99 }) }).map(({ h, m }) => `${pad(h)}:${m}`),
  fc.constantFrom("8:00", "08.00", "noon", "", "-01:00", "08:00 PM"),
);

it("refuses a last day before the first day, naming the file and the field", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 300 }), (daysBefore) => {
      const last = new Date(Date.UTC(2026, 10, 19) - daysBefore * 86_400_000).toISOString().slice(0, 10);
      for (const file of [EN, ES]) notice(file, { lastDay: last, changedHours: undefined, importance: "information" });
      const problems = site.problems();
      for (const file of [EN, ES])
        expect(problems).toContain(
          `content/${file}: Notice 1, last day (\`notices[0].lastDay\`) must be on or after the first day (2026-11-19)`,
        );
    }),
    { numRuns: 15 },
  );
});

/** Asserts a problem of `file` names the first notice's field at `at` (a pattern) and then says `says` (a pattern). */
const expectRefused = (file: string, at: string, says: string) =>
  expect(site.problems()).toContainEqual(
    expect.stringMatching(`^content/${file.replace(/\./g, "\\.")}: Notice 1, .*\\(\`notices\\[0\\]\\.${at}\`\\) ${says}`),
  );

it("refuses a date that is not on the calendar, in any date field", () => {
  fc.assert(
    fc.property(unrealDate, fc.constantFrom("firstDay", "lastDay", "changedHours"), (date, field) => {
      const listed = field === "changedHours";
      notice(EN, { [field]: listed ? [{ day: date }] : date });
      expectRefused(EN, listed ? "changedHours\\[0\\]\\.day" : field, `must be a real date \\("${date}" does not`);
    }),
    { numRuns: 20 },
  );
});

it("refuses a time outside the day, and a closing time not after the opening", () => {
  fc.assert(
    fc.property(badTime, fc.constantFrom("opens", "closes"), (time, field) => {
      notice(EN, { changedHours: [{ day: "2026-11-27", opens: "09:00", closes: "12:00", [field]: time }] });
      expectRefused(EN, `changedHours\\[0\\]\\.${field}`, "must be a time of day");
    }),
    { numRuns: 20 },
  );
  for (const file of [EN, ES]) notice(file, { changedHours: [{ day: "2026-11-27", opens: "12:00", closes: "09:00" }] });
  expect(site.problems()).toContain(
    "content/notices/notices.json: Notice 1, changed day 1, closes (`notices[0].changedHours[0].closes`) must be later than opens (12:00)",
  );
});

it("refuses a closure without its days, and a changed day outside the notice's days", () => {
  for (const file of [EN, ES]) notice(file, { changedHours: undefined });
  expect(site.problems()).toContain(
    "content/notices/notices.json: Notice 1, changed hours (`notices[0].changedHours`) is needed for a closure: list each day the office is closed or keeps other hours",
  );
  for (const file of [EN, ES]) notice(file, { changedHours: [{ day: "2026-12-25" }] });
  expect(site.problems()).toContain(
    "content/notices/notices.json: Notice 1, changed day 1, day (`notices[0].changedHours[0].day`) must be between the notice's first day (2026-11-19) and last day (2026-11-27), so patients read it before the day comes",
  );
});

it("refuses a Spanish notice missing its dates, or with dates of its own", () => {
  fc.assert(
    fc.property(fc.subarray(["firstDay", "lastDay"] as const, { minLength: 1 }), (missing) => {
      notice(ES, Object.fromEntries(missing.map((field) => [field, undefined])));
      for (const field of missing) expectRefused(ES, field, "is missing$");
    }),
    { numRuns: 5 },
  );
  notice(ES, { lastDay: "2026-11-28" });
  expect(site.problems()).toContainEqual(
    expect.stringMatching(
      /^content\/es\/notices\/notices\.json: .*lastDay.*2026-11-28.*2026-11-27.*\(content\/notices\/notices\.json\)/,
    ),
  );
});
