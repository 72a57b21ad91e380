/** A file ending in mp4, webm or ogg (any case) is a video; anything else an image. */
const VIDEO_EXTENSIONS = ["mp4", "webm", "ogg"] as const;

export function isVideo(fileName: string): boolean {
  const extension = fileName.split(/[?#]/)[0].split(".").pop()?.toLowerCase() ?? "";
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension);
}

export function videoType(fileName: string): string {
  const extension = fileName.split(".").pop()?.toLowerCase();
  return extension === "ogg" ? "video/ogg" : extension === "webm" ? "video/webm" : "video/mp4";
}

/** Runs `start` once the page is shown: at once, or on activation of a prerendered page; returns a cancel. */
function whenShown(start: () => void, doc: Document = document): () => void {
  if (!doc.prerendering) {
    start();
    return () => undefined;
  }
  const onActivation = () => start();
  doc.addEventListener("prerenderingchange", onActivation, { once: true });
  return () => doc.removeEventListener("prerenderingchange", onActivation);
}

/**
 * Starts a video muted once the page is shown, muted as a property and an attribute (React renders
 * neither reliably; iOS plays by itself only a muted video); `refused` runs when the browser will not play it,
 * not when a pause interrupts the start while the video is still loading (the visitor may already have pressed play again).
 */
export function startMuted(video: HTMLVideoElement, refused: () => void = () => undefined): () => void {
  video.muted = true;
  video.defaultMuted = true;
  video.setAttribute("muted", "");
  return whenShown(() => void video.play?.()?.catch((error: unknown) => (error as Error)?.name === "AbortError" || refused()));
}
