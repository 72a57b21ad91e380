/**
 * Which notices show and whether the office is open, by the practice's clock. The build renders its
 * own day; the inline script (practiceDay.inline.ts) brings it to the reader's before the first paint,
 * in attributes React never renders (`data-shown`, the text of an element React leaves empty).
 */
const PRACTICE_TIME_ZONE = "America/Los_Angeles";

/** A moment on the practice's clock: YYYY-MM-DD, weekday (0 = Sunday), minute of the day. */
type PracticeClock = { day: string; weekday: number; minutes: number };

/** The weekly hours (settings) and the days a closure changes (notices), as the hours line reads them. */
export interface HoursData {
  weekly: readonly { days: readonly string[]; opens: string; closes: string }[];
  changed: readonly { day: string; opens?: string | null; closes?: string | null }[];
  words: { openNow: string; closedNow: string; today: string; closedToday: string };
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

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
function hoursOn(clock: PracticeClock, hours: HoursData): { opens: string; closes: string }[] {
  const changed = hours.changed.find((entry) => entry.day === clock.day);
  if (changed) return changed.opens && changed.closes ? [{ opens: changed.opens, closes: changed.closes }] : [];
  return hours.weekly
    .filter((row) => row.days.includes(WEEKDAYS[clock.weekday]))
    .map((row) => ({ opens: row.opens, closes: row.closes }))
    .sort((a, b) => (a.opens < b.opens ? -1 : 1));
}

/** Where a day falls for a notice: before its first day, from its first to its last (both included), or after. */
export function noticeOn(notice: { firstDay: string; lastDay: string }, day: string): "coming" | "shown" | "ended" {
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

/** Brings the notices and the hours line inside `root` to the practice's day at `now`; a clock earlier than the build is wrong, so the build's view stands. */
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
