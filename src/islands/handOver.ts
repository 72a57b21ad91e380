import { HAND_OVER_ATTRIBUTE, isPlainClick, KEYED_ATTRIBUTE, markKeyedClick, type Hydrate } from "./attributes";

/** What says a visitor is about to use an island that waits for them (the header). */
const INTENT_EVENTS = ["pointerover", "pointermove", "pointerdown", "touchstart", "focusin", "keydown", "click"] as const;

/**
 * Hands an island from its no-script version to the hydrated one, losing and repeating nothing: `hydrate` (queued by
 * `schedule`) runs at the moment `when` names (for "intent", at once if the island is in use), never while a pointer is
 * pressed on it (the click lands where the press began); a click meanwhile on what `held` names (by default the marked control
 * the hydrated island replaces) is held and given to its `replay` (or, if the island could not hydrate, to the control
 * itself); a button clicked by a key before then is clicked again once hydrated; and an Escape is repeated.
 */
export function handOver(
  island: Element,
  schedule: (task: () => void) => void,
  hydrate: () => void,
  { when, held = `[${HAND_OVER_ATTRIBUTE}]`, replay = held }: { when: Hydrate; held?: string; replay?: string },
): void {
  const listeners = new AbortController();
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void, passive = true) =>
    target.addEventListener(type, listener, { capture: true, passive, signal: listeners.signal });
  let started = false;
  let done = false;
  let pressed = false;
  let waiting = false;
  let clicked: HTMLElement | null = null;
  let escaped = false;

  const run = () => {
    if (done) return;
    // A press that began before this script ran has no pointerdown here, but its control is :active; so
    // is a tap's control for a moment after the tap has ended (and its click), so look again until it is not.
    const active = island.querySelector(":active") !== null;
    waiting = pressed || active;
    if (active) setTimeout(run, 50);
    if (waiting) return;
    done = true;
    listeners.abort();
    hydrate();
    setTimeout(() => {
      // Without the components (their module failed), the control clicked does its no-script work.
      clicked?.removeAttribute("aria-busy");
      if (clicked) (island.querySelector<HTMLElement>(replay) ?? clicked).click();
      for (const button of island.querySelectorAll<HTMLElement>(`[${KEYED_ATTRIBUTE}]`)) {
        button.removeAttribute(KEYED_ATTRIBUTE);
        button.click();
      }
      if (!escaped) return;
      // An Escape pressed meanwhile closes what is open, as it would have on the hydrated island.
      const dialog = island.querySelector("dialog[open]");
      if (dialog instanceof HTMLDialogElement) dialog.close();
      else document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    }, 0);
  };

  const start = () => {
    if (started) return;
    started = true;
    setTimeout(() => schedule(run), 0);
  };

  listen(
    island,
    "click",
    (event) => {
      const control = (event.target as Element).closest<HTMLElement>(held);
      // Another control's click by a key is marked, to be clicked again once hydrated (a held one is given on already).
      if (!isPlainClick(event as MouseEvent) || !control) return markKeyedClick(event);
      event.preventDefault();
      clicked = control;
      // Seen and heard as taken while a slow network brings the script.
      control.setAttribute("aria-busy", "true");
    },
    false,
  );
  listen(island, "keydown", (event) => {
    escaped ||= (event as KeyboardEvent).key === "Escape";
  });
  // Only the main button's: the context menu of the other may take its release.
  listen(island, "pointerdown", (event) => {
    pressed ||= (event as PointerEvent).button === 0;
  });
  for (const type of ["pointerup", "pointercancel"])
    listen(window, type, () => {
      pressed = false;
      if (!waiting) return;
      waiting = false;
      // After the release's own click.
      setTimeout(run, 0);
    });
  if (when === "load" || (when === "intent" && (island.matches(":focus-within") || island.querySelector("details[open]"))))
    start();
  else if (when === "intent") for (const type of INTENT_EVENTS) listen(island, type, start);
  else
    new IntersectionObserver(
      (entries, observer) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "100% 0px" },
    ).observe(island);
}
