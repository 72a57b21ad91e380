import React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ServiceMedia } from "../../src/components/ServiceMedia/ServiceMedia";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  images: { fallback: { src: "/static/veneers.jpg", srcSet: "/static/veneers.jpg 960w", sizes: "100vw" }, sources: [] },
};

describe("ServiceMedia", () => {
  it("shows a muted, looping, autoplaying video with controls when the file ends in mp4", () => {
    const { container } = render(
      <ServiceMedia
        src="services/examplevideo.mp4"
        alt="Animated illustration: a crown"
        poster="services/examplevideo-poster.jpg"
      />,
    );
    const video = container.querySelector("video");
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.controls).toBe(true);
    expect(video).toHaveAttribute("playsinline");
    expect(video).toHaveAttribute("poster", "/media/services/examplevideo-poster.jpg");
    expect(container.querySelector("source")).toHaveAttribute("src", "/media/services/examplevideo.mp4");
    expect(video).toHaveTextContent("Your browser does not support the video tag.");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it.each(["clip.WEBM", "clip.ogg"])("treats %s as a video too", (src) => {
    const { container } = render(<ServiceMedia src={src} alt="" poster="p.jpg" />);
    expect(container.querySelector("video")).not.toBeNull();
  });

  it("shows an image with its alt text otherwise", () => {
    const { container } = render(
      <ServiceMedia src="services/examplephoto.jpg" alt="Illustration: a porcelain shell over a tooth" image={image} />,
    );
    expect(screen.getByRole("img", { name: "Illustration: a porcelain shell over a tooth" })).toBeInTheDocument();
    expect(container.querySelector("video")).toBeNull();
  });
});

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
