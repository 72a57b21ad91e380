/**
 * Decap CMS renders previews and widgets with the React inside its own bundle (another copy, and
 * React 19 where the site has 18), which this bundle cannot share: hooks only work under the React
 * that renders them, and each React refuses the other's elements. So Decap gets a class component
 * (which needs no hooks) that draws one element with Decap's own createElement, into which this
 * bundle's React renders the site's components, again on every update.
 */
import React from "react";
import { createRoot, type Root } from "react-dom/client";

/** A component Decap can render, hosting whatever `render` draws with this bundle's React. */
export class Hosted<P extends object> extends React.Component<P> {
  private root?: Root;

  protected draw(): React.ReactNode {
    return null;
  }

  /** The class of the hosting element (a widget's wrapper gets Decap's field style). */
  protected hostClassName(): string | undefined {
    return undefined;
  }

  private readonly attach = (element: HTMLDivElement | null) => {
    if (element && !this.root) {
      this.root = createRoot(element);
      this.root.render(this.draw());
    }
  };

  componentDidUpdate() {
    this.root?.render(this.draw());
  }

  componentWillUnmount() {
    const root = this.root;
    this.root = undefined;
    // Unmounting while Decap's React is rendering is refused; after it, it is not.
    setTimeout(() => root?.unmount());
  }

  render() {
    const h = window.h;
    return (h ? h("div", { ref: this.attach, className: this.hostClassName() }) : null) as React.ReactNode;
  }
}

export function hosted<P extends object>(draw: (props: P) => React.ReactNode): React.ComponentClass<P> {
  return class extends Hosted<P> {
    protected draw() {
      return draw(this.props);
    }
  };
}
