import React from "react";
import { render } from "@testing-library/react";
import { ServiceMedia } from "../../src/components/ServiceMedia/ServiceMedia";

describe("ServiceMedia in a prerendered page", () => {
  let prerendering = true;
  let play: jest.SpyInstance;
  beforeEach(() => {
    prerendering = true;
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
    play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  });
  afterEach(() => {
    play.mockRestore();
    delete (document as { prerendering?: boolean }).prerendering;
  });

  it("starts the video only when the page is shown", () => {
    render(<ServiceMedia src="services/examplevideo.mp4" alt="Animated illustration: a crown" poster="p.jpg" />);
    expect(play).not.toHaveBeenCalled();
    prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
