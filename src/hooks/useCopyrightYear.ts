import { useEffect, useState } from "react";

/**
 * The year is the build's, so the HTML and the first client render agree; a visitor whose clock
 * says a later year gets that one after hydration.
 */
export function useCopyrightYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    const now = new Date().getFullYear();
    if (now > buildYear) setYear(now);
  }, [buildYear]);
  return year;
}
