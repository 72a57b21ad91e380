import React from "react";
import { useLanguage } from "../i18n/LanguageContext";
import type { Lang } from "../i18n/languages";
import { FROM_ATTRIBUTE, HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, type Hydrate } from "./attributes";

/** What the browser needs to hydrate one island: its language and its props, as JSON. */
export type IslandData<P = object> = { lang: Lang; props: P };

/** JSON inside <script>: `<` escaped so the text can never close the element or open a comment. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * A part of the page that works in the browser: `component` (one element) rendered, then a data block
 * with its props, from which the browser hydrates that one element (hydrate.tsx) at the moment `hydrate`
 * names, and only from the day `from` gives. `name` is unique among the islands.
 */
export function island<P extends object>(
  name: string,
  Component: React.ComponentType<P>,
  { hydrate = "load", from }: { hydrate?: Hydrate; from?: (props: P) => string } = {},
) {
  function Rendered(props: P) {
    const data: IslandData<P> = { lang: useLanguage(), props };
    const marks = { [ISLAND_ATTRIBUTE]: name, [HYDRATE_ATTRIBUTE]: hydrate, ...(from ? { [FROM_ATTRIBUTE]: from(props) } : {}) };
    return (
      <>
        <Component {...props} />
        <script type="application/json" {...marks} dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
      </>
    );
  }
  return Object.assign(Rendered, { islandName: name, component: Component });
}
