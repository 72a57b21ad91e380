/**
 * content/notices/notices.json (and each translation's): short notices every page shows between two
 * dates, such as a holiday closure. A closure also says which days' hours change, so "open now",
 * today's hours and the search engines' special opening hours follow it.
 */
import { z } from "zod";
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import {
  ADDRESS,
  addProblem,
  LINE,
  calendarDate,
  clockTime,
  closesAfterOpens,
  fact,
  httpsUrl,
  isCalendarDate,
  line,
  link,
  listOf,
  sitePath,
  textUpTo,
  uniqueBy,
} from "./fields";

const NOTICE_LIMIT = 200;

const changedDay = z
  .strictObject({
    day: calendarDate.describe('The day whose hours change, YYYY-MM-DD, e.g. "2026-11-26".'),
    opens: clockTime
      .optional()
      .describe('Leave out for a day the office is closed; otherwise the opening time that day, 00:00 to 23:59, e.g. "09:00".'),
    closes: clockTime
      .optional()
      .describe('Leave out for a day the office is closed; otherwise the closing time that day, later than opens, e.g. "12:00".'),
  })
  .superRefine((day, context) => {
    if ((day.opens === undefined) !== (day.closes === undefined))
      addProblem(context, "is needed with the other time: give both, or neither for a day the office is closed", [
        day.opens === undefined ? "opens" : "closes",
      ]);
    else closesAfterOpens(day, context);
  });

const notice = z
  .strictObject({
    id: fact(z.string(), { key: true })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by dashes, e.g. "thanksgiving-2026"')
      .max(60)
      .describe(
        'A short name for the notice, the same in every language (it pairs a notice with its translation), e.g. "thanksgiving-2026": lower-case letters, digits and dashes, at most 60 characters.',
      ),
    message: textUpTo(NOTICE_LIMIT).describe(
      `What patients need to know, in a sentence, e.g. "Closed November 26 and 27 for Thanksgiving." At most ${NOTICE_LIMIT} characters.`,
    ),
    link: z
      .strictObject({
        label: line.describe(`The link's text, e.g. "Holiday hours". ${LINE}`),
        href: link(z.union([sitePath, httpsUrl("https://…")])).describe(
          `A page of this site, e.g. "/about/address", or an https:// address. ${ADDRESS}`,
        ),
      })
      .optional()
      .describe("A link to more details. Optional."),
    firstDay: fact(calendarDate).describe(
      'The first day the notice shows, YYYY-MM-DD, in the practice\'s time (Pacific), e.g. "2026-11-19".',
    ),
    lastDay: fact(calendarDate).describe(
      'The last day the notice shows, YYYY-MM-DD, on or after the first day; it is gone the next morning, e.g. "2026-11-27".',
    ),
    importance: fact(z.enum(["information", "closure"])).describe(
      '"information" for news, "closure" when the office closes or keeps other hours: then list the days under changedHours.',
    ),
    changedHours: fact(listOf("Changed day", changedDay))
      .superRefine(uniqueBy("day", "list each day once"))
      .optional()
      .describe("For a closure: each day whose hours change, between the first and the last day; a day without times is closed."),
  })
  .superRefine((entry, context) => {
    const datesReal = isCalendarDate(entry.firstDay) && isCalendarDate(entry.lastDay);
    if (datesReal && entry.lastDay < entry.firstDay)
      addProblem(context, `must be on or after the first day (${entry.firstDay})`, ["lastDay"]);
    if (entry.importance === "closure" && !entry.changedHours?.length)
      addProblem(context, "is needed for a closure: list each day the office is closed or keeps other hours", ["changedHours"]);
    if (entry.importance === "information" && entry.changedHours?.length)
      addProblem(context, 'must be "closure" for a notice that changes the hours (changedHours)', ["importance"]);
    if (!datesReal || entry.lastDay < entry.firstDay) return;
    entry.changedHours?.forEach((day, index) => {
      if (isCalendarDate(day.day) && (day.day < entry.firstDay || day.day > entry.lastDay))
        addProblem(
          context,
          `must be between the notice's first day (${entry.firstDay}) and last day (${entry.lastDay}), so patients read it before the day comes`,
          ["changedHours", index, "day"],
        );
    });
  });

const noticesSchema = z.strictObject({
  notices: listOf("Notice", notice)
    .superRefine(uniqueBy("id", "each notice needs its own id"))
    .describe("The notices, in the order pages show them; an empty list shows none. Delete a notice once it has ended."),
});

export type Notices = z.infer<typeof noticesSchema>;
export type Notice = Notices["notices"][number];

/** A notice's link to a page of this site must open one (an https:// address is the editor's to check). */
function checkFile({ data, link }: FileCheck<Notices>): void {
  data.notices?.forEach((notice, n) => {
    const href = notice?.link?.href;
    if (href?.startsWith("/")) link(href, ["notices", n, "link", "href"]);
  });
}

export const notices = {
  label: "Notices",
  singular: "Notice",
  schema: noticesSchema,
  check: checkFile,
  summary: (data: Notices) => data.notices.length,
  es: { label: "Avisos (español)" },
} as const satisfies Declaration;
