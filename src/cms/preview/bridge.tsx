/**
 * Decap CMS renders previews and widgets with the React copy inside its own bundle, which this
 * bundle cannot share; hooks only work under the React that renders them. So Decap gets a class
 * component (which needs no hooks) holding an element, into which this bundle's React renders the
 * site's components, again on every update.
 */
import React from "react";
import { createRoot, type Root } from "react-dom/client";

export function hosted<P extends object>(render: (props: P) => React.ReactNode): React.ComponentClass<P> {
  return class Host extends React.Component<P> {
    private readonly element = React.createRef<HTMLDivElement>();
    private root?: Root;

    componentDidMount() {
      if (this.element.current) this.root = createRoot(this.element.current);
      this.root?.render(render(this.props));
    }

    componentDidUpdate() {
      this.root?.render(render(this.props));
    }

    componentWillUnmount() {
      const root = this.root;
      // Unmounting while Decap's React is rendering is refused; after it, it is not.
      setTimeout(() => root?.unmount());
    }

    render() {
      return <div ref={this.element} />;
    }
  };
}
