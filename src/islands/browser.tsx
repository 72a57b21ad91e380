/** The one script a page runs after it has loaded (bundled with Preact by islandsBundle.ts): hydrates each island the server marked, with the component that rendered it. */
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { CopyrightIsland } from "../components/Footer/Footer";
import { HeaderIsland } from "../components/Header/Header";
import { handOverHeader } from "../components/Header/handOver";
import { MapIsland } from "../components/MapEmbed/MapEmbed";
import { ServiceVideoIsland } from "../components/ServiceMedia/ServiceMedia";
import { LanguageProvider } from "../i18n/LanguageContext";
import { ISLAND_ATTRIBUTE, type IslandData } from "./Island";

interface IslandDeclaration {
  component: React.ComponentType<object>;
  needed?: (props: object) => boolean;
}

const ISLANDS = new Map<string, IslandDeclaration>(
  [HeaderIsland, MapIsland, ServiceVideoIsland, CopyrightIsland].map((island) => [
    island.islandName,
    island as IslandDeclaration,
  ]),
);

/** A stand-in parent holding only `element`: Preact hydrates, inserts and removes only what it lists, so the page around is untouched. */
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
  const island = ISLANDS.get(block.getAttribute(ISLAND_ATTRIBUTE) ?? "");
  const element = block.previousElementSibling;
  if (!island || !element) return;
  const { lang, props } = JSON.parse(block.textContent ?? "null") as IslandData;
  if (island.needed && !island.needed(props)) return;
  const Component = island.component;
  hydrateRoot(
    onlyChild(element),
    <LanguageProvider lang={lang}>
      <Component {...props} />
    </LanguageProvider>,
  );
}

/**
 * One island per task, so no task holds a slow phone's main thread for long. The header hydrates
 * only when a visitor is about to use it (handOver.ts), and last: its data-hydrated mark means the page is interactive.
 */
let queue = Promise.resolve();
function enqueue(task: () => void): void {
  queue = queue.then(() => new Promise((done) => setTimeout(() => done(task()), 0)));
}

for (const block of Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_ATTRIBUTE}]`))) {
  const element = block.previousElementSibling;
  const hydrate = () => hydrateIsland(block);
  if (block.getAttribute(ISLAND_ATTRIBUTE) === HeaderIsland.islandName && element) handOverHeader(element, enqueue, hydrate);
  else enqueue(hydrate);
}
