/** A file ending in mp4, webm or ogg (any case) is a video; anything else an image. */
const VIDEO_EXTENSIONS = ["mp4", "webm", "ogg"] as const;

export function isVideo(fileName: string): boolean {
  const extension = fileName.split(/[?#]/)[0].split(".").pop()?.toLowerCase() ?? "";
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension);
}

/** MIME type for a <source>, from the file's extension. */
export function videoType(fileName: string): string {
  const extension = fileName.split(".").pop()?.toLowerCase();
  return extension === "ogg" ? "video/ogg" : extension === "webm" ? "video/webm" : "video/mp4";
}

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

/**
 * Starts a video muted once the page is shown: the home page's loop and a service page's video
 * alike. It is muted at once, as a property and as an attribute (React renders neither reliably,
 * and browsers, iOS above all, only start a video by itself when it is muted); `refused` runs when
 * the browser will not play it. Returns a function that cancels a start still waiting.
 */
export function startMuted(video: HTMLVideoElement, refused: () => void = () => undefined): () => void {
  video.muted = true;
  video.defaultMuted = true;
  video.setAttribute("muted", "");
  return whenShown(() => void video.play?.()?.catch(refused));
}
