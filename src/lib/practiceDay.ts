/**
 * The practice's day and hours, by the practice's own clock (America/Los_Angeles), whatever the
 * visitor's time zone: which notices show, whether the office is open now, today's hours.
 *
 * A page is built once but read on any day, so the build renders what is true on its own day, and a
 * tiny inline script (practiceDay.inline.ts, made from these functions) corrects it where it stands,
 * before the first paint: a notice that has begun since the build appears, one that has ended
 * disappears, and the "open now" line is written. The script keeps its state in attributes React
 * never renders (`data-shown`, the line's text inside an element React leaves empty), so the HTML a
 * component renders and what the script made of it never disagree.
 */

/** Where the practice is; notices start and end, and the office opens, by this clock. */
const PRACTICE_TIME_ZONE = "America/Los_Angeles";

/** A moment on the practice's clock: the day (YYYY-MM-DD), the weekday (0 = Sunday) and the minute of the day. */
interface PracticeClock {
  day: string;
  weekday: number;
  minutes: number;
}

/** One span of opening hours, "HH:MM" on the 24-hour clock. */
interface OpenSpan {
  opens: string;
  closes: string;
}

/** The weekly hours (settings) and the days a closure changes (notices), as the hours line reads them. */
export interface HoursData {
  weekly: readonly { days: readonly string[]; opens: string; closes: string }[];
  changed: readonly { day: string; opens?: string | null; closes?: string | null }[];
  /** "Open now", "Closed now", "today" and "Closed today" in the page's language. */
  words: { openNow: string; closedNow: string; today: string; closedToday: string };
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The practice's clock at `now` (milliseconds since 1970). */
export function practiceClock(now: number): PracticeClock {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: PRACTICE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(new Date(now))) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday),
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** The hours the office keeps on `clock`'s day: a closure's changed day first, else the weekly hours; none when closed. */
function hoursOn(clock: PracticeClock, hours: HoursData): OpenSpan[] {
  const changed = hours.changed.find((entry) => entry.day === clock.day);
  if (changed) return changed.opens && changed.closes ? [{ opens: changed.opens, closes: changed.closes }] : [];
  return hours.weekly
    .filter((row) => row.days.includes(WEEKDAYS[clock.weekday]))
    .map((row) => ({ opens: row.opens, closes: row.closes }))
    .sort((a, b) => (a.opens < b.opens ? -1 : 1));
}

/** A notice's days (YYYY-MM-DD), its first and its last. */
export interface NoticeDays {
  firstDay: string;
  lastDay: string;
}

/**
 * Where a day (YYYY-MM-DD) falls for a notice: "coming" before its first day, "shown" from its first
 * day to its last (both included), "ended" after. The build and the inline script both ask this.
 */
export function noticeOn(notice: NoticeDays, day: string): "coming" | "shown" | "ended" {
  if (day < notice.firstDay) return "coming";
  return day <= notice.lastDay ? "shown" : "ended";
}

/** "Open now · today 08:00–17:00", "Closed now · today 08:00–17:00" or "Closed today", at `clock`. */
function hoursLine(clock: PracticeClock, hours: HoursData): string {
  const spans = hoursOn(clock, hours);
  if (spans.length === 0) return hours.words.closedToday;
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const open = spans.some((span) => minute(span.opens) <= clock.minutes && clock.minutes < minute(span.closes));
  const times = spans.map((span) => `${span.opens}–${span.closes}`).join(", ");
  return `${open ? hours.words.openNow : hours.words.closedNow} · ${hours.words.today} ${times}`;
}

/**
 * Brings the notices and the hours line inside `root` up to the practice's day at `now` (what the
 * inline script does, practiceDay.inline.ts). A clock that reads earlier than the build cannot be
 * right, so the build's own view then stands.
 */
export function applyPracticeDay(root: Element, now: number): void {
  const built = Number(root.getAttribute("data-built"));
  if (!(now >= built)) return;
  const clock = practiceClock(now);
  let shown = 0;
  for (const notice of Array.from(root.querySelectorAll("[data-first]"))) {
    const days = { firstDay: notice.getAttribute("data-first") ?? "", lastDay: notice.getAttribute("data-last") ?? "" };
    const on = noticeOn(days, clock.day) === "shown";
    notice.setAttribute("data-shown", String(on));
    if (on) shown++;
  }
  if (root.hasAttribute("data-notices")) root.setAttribute("data-shown", String(shown > 0));
  const line = root.querySelector("[data-hours-line]");
  const data = root.getAttribute("data-hours");
  if (line && data) line.textContent = hoursLine(clock, JSON.parse(data) as HoursData);
}
