/**
 * Runs `start` once the page is shown to the visitor: at once for a page opened normally, and on
 * activation for a page the browser prerendered (on hover or press of a link to it), so what should
 * begin when the visitor sees the page (a video starting to play) does not begin while it is hidden.
 * Returns a function that cancels a start still waiting.
 */
export function whenShown(start: () => void, doc: Document = document): () => void {
  if (!doc.prerendering) {
    start();
    return () => undefined;
  }
  const onActivation = () => start();
  doc.addEventListener("prerenderingchange", onActivation, { once: true });
  return () => doc.removeEventListener("prerenderingchange", onActivation);
}
