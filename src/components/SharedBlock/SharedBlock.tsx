import React from "react";
import { RichText } from "../RichText/RichText";

type SharedBlockProps = { id: string; heading: string; tree: unknown; className?: string };

/** A titled section of formatted text: a shared block (such as "When to call") or a legal page's section. */
export function SharedBlock({ id, heading, tree, className }: SharedBlockProps) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <RichText tree={tree} />
    </section>
  );
}
