import { applyPracticeDay } from "./practiceDay";

/**
 * The notices' and the hours line's inline script: brings the element it stands in up to the reader's day as the page
 * is parsed, then keeps it there while the page stays open, and when it comes back from the background or the
 * back/forward cache (where timers wait).
 */
export default function practiceDay(script: HTMLScriptElement): void {
  const apply = () => applyPracticeDay(script.parentElement as Element, Date.now());
  apply();
  setInterval(apply, 60_000);
  for (const type of ["pageshow", "visibilitychange"]) addEventListener(type, apply);
}
