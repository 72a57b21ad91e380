import { applyPracticeDay } from "./practiceDay";

/** The notices' and the hours line's inline script: brings the element it stands in up to the reader's day, as the page is parsed. */
export default function practiceDay(script: HTMLScriptElement): void {
  applyPracticeDay(script.parentElement as Element, Date.now());
}
