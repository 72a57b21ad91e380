/** What says a visitor is about to use the header. */
const INTENT_EVENTS = ["pointerover", "pointermove", "pointerdown", "touchstart", "focusin", "keydown", "click"] as const;

/**
 * Hands the header from its no-script version to the hydrated one, losing and repeating nothing: `hydrate` (queued by
 * `schedule`) runs once a visitor is about to use the header, or at once if in use, never while a pointer is pressed on it
 * (the click lands where the press began); a click on the closed menu button meanwhile is held and given to the hydrated one, and an Escape repeated to it.
 */
export function handOverHeader(header: Element, schedule: (task: () => void) => void, hydrate: () => void): void {
  const listeners = new AbortController();
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void, passive = true) =>
    target.addEventListener(type, listener, { capture: true, passive, signal: listeners.signal });
  let started = false;
  let done = false;
  let pressed = false;
  // A press that began before this script ran has no pointerdown here, but its control is :active; so
  // is a tap's control for a moment after the tap has ended, so `run` looks again until it is not.
  let pressedBefore = header.querySelector(":active") !== null;
  let waiting = false;
  let held = false;
  let escaped = false;

  const run = () => {
    if (done) return;
    if (pressedBefore) pressedBefore = header.querySelector(":active") !== null;
    waiting = pressed || pressedBefore;
    if (pressedBefore) setTimeout(run, 50);
    if (waiting) return;
    done = true;
    listeners.abort();
    hydrate();
    setTimeout(() => {
      if (held) header.querySelector<HTMLElement>('[aria-haspopup="dialog"]')?.click();
      if (!escaped) return;
      // An Escape pressed meanwhile closes what is open, as it would have on the hydrated header.
      const dialog = header.querySelector("dialog[open]");
      if (dialog instanceof HTMLDialogElement) dialog.close();
      else document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    }, 0);
  };

  const start = () => {
    if (started) return;
    started = true;
    setTimeout(() => schedule(run), 0);
  };

  const hold = (event: Event) => {
    const summary = (event.target as Element).closest("summary");
    if (!summary || (summary.parentElement as HTMLDetailsElement | null)?.open) return;
    event.preventDefault();
    held = true;
  };

  listen(header, "click", hold, false);
  listen(header, "keydown", (event) => {
    escaped ||= (event as KeyboardEvent).key === "Escape";
  });
  listen(header, "pointerdown", () => {
    pressed = true;
  });
  for (const type of ["pointerup", "pointercancel"])
    listen(window, type, () => {
      pressed = false;
      if (!waiting) return;
      waiting = false;
      // After the release's own click.
      setTimeout(run, 0);
    });
  if (header.matches(":focus-within") || header.querySelector("details[open]")) start();
  else for (const type of INTENT_EVENTS) listen(header, type, start);
}
