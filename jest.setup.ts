import "@testing-library/jest-dom";
import { matchMediaAt } from "./__tests__/support/matchMedia";

// jsdom has <dialog> but not its modal methods; these follow the standard closely enough for tests.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// jsdom has no matchMedia; by default the tests see a wide screen, and can choose another width.
if (typeof window !== "undefined" && !window.matchMedia) window.matchMedia = matchMediaAt(1280);

// jsdom does not implement media playback.
if (typeof HTMLMediaElement !== "undefined") {
  Object.defineProperty(HTMLMediaElement.prototype, "play", { configurable: true, value: () => Promise.resolve() });
  Object.defineProperty(HTMLMediaElement.prototype, "pause", { configurable: true, value: () => undefined });
}
