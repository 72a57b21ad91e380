import React from "react";
import { render } from "@testing-library/react";
import { ServiceMedia } from "../../src/components/ServiceMedia/ServiceMedia";

let prerendering = true;
let play: jest.SpyInstance;
const show = () => {
  prerendering = false;
  document.dispatchEvent(new Event("prerenderingchange"));
};
beforeEach(() => {
  prerendering = true;
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
  play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  play.mockRestore();
  delete (document as { prerendering?: boolean }).prerendering;
});
const video = <ServiceMedia src="services/examplevideo.mp4" alt="Animated illustration: a crown" poster="p.jpg" />;

it("starts the video of a prerendered page only when the page is shown, and once", () => {
  render(video);
  expect(play).not.toHaveBeenCalled();
  show();
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(play).toHaveBeenCalledTimes(1);
});

it("never starts the video of a prerendered page that left before it was shown", () => {
  render(video).unmount();
  show();
  expect(play).not.toHaveBeenCalled();
});
