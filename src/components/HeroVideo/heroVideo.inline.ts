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
    starting = true;
    setTimeout(() => {
      starting = false;
      if (wanted) startMuted(video, () => video.paused && show(false));
    }, 0);
  };
  video.addEventListener("play", () => show(true));
  // A "pause" delivered while a play is about to start comes from an earlier press, not from the video.
  video.addEventListener("pause", () => starting || show(false));
  button.addEventListener("click", () => {
    show(!wanted);
    if (wanted) play();
    else video.pause();
  });
  show(wanted);
  const start = () => wanted && play();
  if (document.readyState === "complete") start();
  else addEventListener("load", start);
}
