import { useEffect, useLayoutEffect, useState } from "react";

/** useLayoutEffect in the browser (it runs before the next paint); the server runs neither. */
export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * False in the server-rendered HTML and the first client render, true once scripts run.
 * Components render a no-JavaScript fallback until then, without a hydration mismatch.
 *
 * `adopt` runs once, just before the switch and before the browser paints again, so a component
 * can read what the visitor did to its no-JavaScript version (a menu opened, a panel focused) and
 * set its own state to match: the hydrated version appears in that state, never in between.
 */
export function useHydrated(adopt?: () => void): boolean {
  const [hydrated, setHydrated] = useState(false);
  useBrowserLayoutEffect(() => {
    const finish = () => {
      adopt?.();
      setHydrated(true);
    };
    // A tap while React hydrates makes it finish at once, inside the tap's event and before the
    // tap's own effect (a <details> toggling open) has happened: then wait for that effect.
    if (window.event === undefined) {
      finish();
      return;
    }
    const timer = setTimeout(finish, 0);
    return () => clearTimeout(timer);
    // Once, at hydration: a later `adopt` would describe a fallback that is no longer there.
  }, []);
  return hydrated;
}
