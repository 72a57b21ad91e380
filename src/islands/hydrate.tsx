/** The islands' components with Preact (islandsBundle.ts), fetched by browser.ts when the first island is wanted. */
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { CopyrightIsland } from "../components/Footer/Footer";
import { HeaderIsland } from "../components/Header/Header";
import { MapIsland } from "../components/MapEmbed/MapEmbed";
import { ServiceVideoIsland } from "../components/ServiceMedia/ServiceMedia";
import { LanguageProvider } from "../i18n/LanguageContext";
import { ISLAND_ATTRIBUTE } from "./attributes";
import type { IslandData } from "./Island";

const ISLANDS = [HeaderIsland, MapIsland, ServiceVideoIsland, CopyrightIsland];

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

/** Hydrates the element just before `block` with the component the block names. */
export function hydrate(block: HTMLScriptElement): void {
  const name = block.getAttribute(ISLAND_ATTRIBUTE);
  const Component = ISLANDS.find((island) => island.islandName === name)?.component as React.ComponentType<object> | undefined;
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
