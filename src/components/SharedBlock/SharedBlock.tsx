import React from "react";
import { RichText } from "../RichText/RichText";

interface SharedBlockProps {
  /** The section's anchor, also used to label it by its heading. */
  id: string;
  heading: string;
  /** The block's formatted text as the build-time tree from GraphQL. */
  tree: unknown;
  className?: string;
}

/** One block of shared text (such as "When to call") as a titled section of the page. */
export function SharedBlock({ id, heading, tree, className }: SharedBlockProps) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <RichText tree={tree} />
    </section>
  );
}
