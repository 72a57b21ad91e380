/**
 * The one script a page runs after it has loaded (bundled with Preact by src/islands/bundle.ts):
 * it hydrates each island the server marked (src/islands/Island.tsx) with the same component that
 * rendered it, and leaves the rest of the page, which needs no script, alone.
 */
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { CopyrightLine } from "../components/Footer/Footer";
import { HeaderBar } from "../components/Header/Header";
import { MapPanel } from "../components/MapEmbed/MapEmbed";
import { ServiceVideo } from "../components/ServiceMedia/ServiceMedia";
import { LanguageProvider } from "../i18n/LanguageContext";
import { ISLAND_ATTRIBUTE, type IslandData } from "./Island";
import type { IslandName, IslandProps } from "./names";

const COMPONENTS: { [N in IslandName]: React.ComponentType<IslandProps[N]> } = {
  header: HeaderBar,
  map: MapPanel,
  video: ServiceVideo,
  copyright: CopyrightLine,
};

/**
 * A stand-in parent holding only `element`, so hydrating it leaves its siblings (the rest of the
 * page) untouched: Preact hydrates, and may insert or remove, only what this parent lists.
 */
function onlyChild(element: Element): Element {
  const parent = element.parentNode as ParentNode & Node;
  const next = element.nextSibling;
  const insert = (child: Node, before?: Node | null) => parent.insertBefore(child, before ?? next);
  return {
    nodeType: 1,
    parentNode: parent,
    firstChild: element,
    childNodes: [element],
    insertBefore: insert,
    appendChild: insert,
    removeChild: (child: Node) => parent.removeChild(child),
  } as unknown as Element;
}

function hydrateIsland(block: HTMLScriptElement): void {
  const name = block.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const Component = COMPONENTS[name] as React.ComponentType<IslandProps[IslandName]> | undefined;
  const element = block.previousElementSibling;
  if (!Component || !element) return;
  const { lang, props } = JSON.parse(block.textContent ?? "null") as IslandData;
  hydrateRoot(
    onlyChild(element),
    <LanguageProvider lang={lang}>
      <Component {...props} />
    </LanguageProvider>,
  );
}

/**
 * One island per task, so no single task holds a slow phone's main thread for long (a tap in
 * between is answered at once). The header goes last: its data-hydrated mark then means the
 * whole page is interactive.
 */
const blocks = Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_ATTRIBUTE}]`)).sort(
  (a, b) => Number(a.getAttribute(ISLAND_ATTRIBUTE) === "header") - Number(b.getAttribute(ISLAND_ATTRIBUTE) === "header"),
);
function hydrateNext(): void {
  const block = blocks.shift();
  if (!block) return;
  hydrateIsland(block);
  setTimeout(hydrateNext, 0);
}
setTimeout(hydrateNext, 0);
