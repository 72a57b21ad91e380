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
 * Mutes a video as a property and as an attribute: React renders neither reliably, and browsers
 * (iOS above all) only start a video by itself when it is muted.
 */
export function muteForAutoplay(video: HTMLVideoElement): void {
  video.muted = true;
  video.defaultMuted = true;
  video.setAttribute("muted", "");
}
