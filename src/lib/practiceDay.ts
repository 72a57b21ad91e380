/**
 * The practice's day and hours, by the practice's own clock (America/Los_Angeles), whatever the
 * visitor's time zone: which notices show, whether the office is open now, today's hours.
 *
 * A page is built once but read on any day, so the build renders what is true on its own day, and a
 * tiny inline script (`PRACTICE_DAY_SCRIPT`, allowed by the site's CSP by its hash) corrects it where
 * it stands, before the first paint: a notice that has begun since the build appears, one that has
 * ended disappears, and the "open now" line is written. The script keeps its state in attributes
 * React never renders (`data-shown`, the line's text inside an element React leaves empty), so
 * hydration agrees with the server's HTML. Where React renders a page in the browser (`npm run
 * develop`) the inline script does not run, and the components call `applyPracticeDay` themselves.
 * The three functions below are each self-contained, because the script is made of their source
 * text: they use nothing from outside their own body.
 */

/** A moment on the practice's clock: the day (YYYY-MM-DD), the weekday (0 = Sunday) and the minute of the day. */
export interface PracticeClock {
  day: string;
  weekday: number;
  minutes: number;
}

/** One span of opening hours, "HH:MM" on the 24-hour clock. */
export interface OpenSpan {
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

/** The practice's clock at `now` (milliseconds since 1970). */
export function practiceClock(now: number): PracticeClock {
  const parts: Record<string, string> = {};
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .formatToParts(new Date(now))
    .forEach((part) => {
      parts[part.type] = part.value;
    });
  return {
    day: parts.year + "-" + parts.month + "-" + parts.day,
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday),
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** The hours the office keeps on `clock`'s day: a closure's changed day first, else the weekly hours; none when closed. */
export function hoursOn(clock: PracticeClock, hours: Pick<HoursData, "weekly" | "changed">): OpenSpan[] {
  const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const changed = hours.changed.filter((entry) => entry.day === clock.day);
  if (changed.length > 0)
    return changed[0].opens && changed[0].closes ? [{ opens: changed[0].opens, closes: changed[0].closes }] : [];
  return hours.weekly
    .filter((row) => row.days.indexOf(names[clock.weekday]) !== -1)
    .map((row) => ({ opens: row.opens, closes: row.closes }))
    .sort((a, b) => (a.opens < b.opens ? -1 : 1));
}

/**
 * Brings the notices and the hours line inside `root` up to the practice's day at `now`. A clock
 * that reads earlier than the build cannot be right, so the build's own view then stands.
 */
export function applyPracticeDay(root: Element, now: number, clockAt: typeof practiceClock, hoursOnDay: typeof hoursOn): void {
  const built = Number(root.getAttribute("data-built"));
  if (!(now >= built)) return;
  const clock = clockAt(now);
  const notices = root.querySelectorAll("[data-first]");
  let shown = 0;
  for (let i = 0; i < notices.length; i++) {
    const notice = notices[i];
    const on = (notice.getAttribute("data-first") || "") <= clock.day && clock.day <= (notice.getAttribute("data-last") || "");
    notice.setAttribute("data-shown", on ? "true" : "false");
    if (on) shown++;
  }
  if (root.hasAttribute("data-notices")) root.setAttribute("data-shown", shown > 0 ? "true" : "false");
  const line = root.querySelector("[data-hours-line]");
  const data = root.getAttribute("data-hours");
  if (!line || !data) return;
  const hours: HoursData = JSON.parse(data);
  const spans = hoursOnDay(clock, hours);
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const open = spans.some((span) => minute(span.opens) <= clock.minutes && clock.minutes < minute(span.closes));
  line.textContent =
    spans.length === 0
      ? hours.words.closedToday
      : (open ? hours.words.openNow : hours.words.closedNow) +
        " · " +
        hours.words.today +
        " " +
        spans.map((span) => span.opens + "–" + span.closes).join(", ");
}

/** The inline script: runs on the element it stands in, as the page is parsed. */
export const PRACTICE_DAY_SCRIPT = `(${applyPracticeDay.toString()})(document.currentScript.parentNode,Date.now(),${practiceClock.toString()},${hoursOn.toString()})`;

/** Whether a notice shows on a day (YYYY-MM-DD): from its first day to its last, both included. */
export const showsOn = (notice: { firstDay: string; lastDay: string }, day: string): boolean =>
  notice.firstDay <= day && day <= notice.lastDay;
