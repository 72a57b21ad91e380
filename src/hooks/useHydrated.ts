import { useEffect, useState } from "react";

/**
 * False in the server-rendered HTML and the first client render, true once scripts run.
 * Components render a no-JavaScript fallback until then, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
