import { useEffect, useLayoutEffect, useState } from "react";

/** useLayoutEffect in the browser (it runs before the next paint); the server runs neither. */
export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * False in the server's HTML and the first client render, true once scripts run. `adopt` runs once,
 * before the switch and the next paint, so a component can take over what the visitor did to its
 * no-JavaScript version (a menu opened, a panel focused).
 */
export function useHydrated(adopt?: () => void): boolean {
  const [hydrated, setHydrated] = useState(false);
  useBrowserLayoutEffect(() => {
    const finish = () => {
      adopt?.();
      setHydrated(true);
    };
    // Hydration finished inside a tap's event comes before the tap's effect (a <details> opening): wait for it.
    if (window.event === undefined) return finish();
    const timer = setTimeout(finish, 0);
    return () => clearTimeout(timer);
    // Once: a later `adopt` would describe a fallback that is gone.
  }, []);
  return hydrated;
}
