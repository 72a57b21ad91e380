import { TextEncoder } from "node:util";
import React, { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { hydration, useHydrated } from "../../src/hooks/useHydrated";

Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

/**
 * A disclosure in the shape of the site's menus: without scripts a native <details>; once hydrated a
 * button that adopts whatever the visitor did to the <details> before the switch.
 */
function Disclosure() {
  const [open, setOpen] = React.useState(false);
  const details = React.useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated(() => setOpen(details.current?.open ?? false));
  if (!hydrated)
    return (
      <details ref={details}>
        <summary>Menu</summary>
      </details>
    );
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Menu
    </button>
  );
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  hydration.switchInOwnTask = false;
  document.body.innerHTML = "";
});

function serverPage(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Disclosure />);
  document.body.append(container);
  return container;
}

describe("useHydrated", () => {
  it("as the islands script hydrates, leaves the no-script version in place for the hydration pass and switches in a task of its own", async () => {
    hydration.switchInOwnTask = true;
    const container = serverPage();
    act(() => {
      root = hydrateRoot(container, <Disclosure />);
    });
    expect(container.querySelector("details")).not.toBeNull();
    expect(container.querySelector("button")).toBeNull();
    await nextTask();
    expect(container.querySelector("details")).toBeNull();
    expect(container.querySelector("button")).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps a disclosure the visitor opened between the hydration pass and the switch open", async () => {
    hydration.switchInOwnTask = true;
    const container = serverPage();
    act(() => {
      root = hydrateRoot(container, <Disclosure />);
    });
    container.querySelector("details")!.open = true;
    await nextTask();
    expect(container.querySelector("button")).toHaveAttribute("aria-expanded", "true");
  });

  it("in React's own hydration (the editor's previews, the tests), switches in the hydration's task", () => {
    const container = serverPage();
    container.querySelector("details")!.open = true;
    act(() => {
      root = hydrateRoot(container, <Disclosure />);
    });
    expect(container.querySelector("details")).toBeNull();
    expect(container.querySelector("button")).toHaveAttribute("aria-expanded", "true");
  });
});
