import { startMuted } from "../../lib/media";

/**
 * The hero's inline script, before the first paint: shows the pause/play button, starts the muted loop
 * once the page has loaded and is shown (unless reduced motion is preferred or it was paused), in `data-playing`.
 */
export default function heroVideo(script: HTMLScriptElement): void {
  const section = script.parentElement as HTMLElement;
  const video = section.querySelector("video") as HTMLVideoElement;
  const button = section.querySelector("button") as HTMLButtonElement;
  let wanted = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const show = (playing: boolean) => {
    wanted = playing;
    section.setAttribute("data-playing", String(playing));
  };
  // The player is made in one task and started in the next: together they are one long task on a slow phone.
  let starting = false;
  const play = () => {
    video.preload = "auto";
    // Every source failed before and the video waits for a new one: try them again.
    if (video.networkState === video.NETWORK_NO_SOURCE) video.load();
    starting = true;
    setTimeout(() => {
      starting = false;
      if (wanted) startMuted(video, () => video.paused && show(false));
    }, 0);
  };
  video.addEventListener("play", () => show(true));
  // When every source fails, play()'s promise never settles and the video stays unpaused: the last source's
  // error (caught on its way down, it does not bubble) pauses it, so the button offers to play.
  const last = video.querySelector("source:last-of-type");
  video.addEventListener("error", (event) => event.target === last && video.pause(), true);
  // A "pause" delivered while a play is about to start comes from an earlier press, not from the video.
  video.addEventListener("pause", () => starting || show(false));
  button.addEventListener("click", () => {
    show(!wanted);
    if (wanted) play();
    else video.pause();
  });
  show(wanted);
  const start = () => wanted && play();
  // Not in the load event's task, which already carries the page's load (its other handlers, the load's completion):
  // beside the player's making it was one long task on a slow phone.
  if (document.readyState === "complete") start();
  else addEventListener("load", () => setTimeout(start, 0));
}
