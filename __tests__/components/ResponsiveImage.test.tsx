import React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../../src/components/ResponsiveImage/ResponsiveImage";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  backgroundColor: "#e8e0d8",
  images: {
    fallback: { src: "/static/a/veneers.jpg", srcSet: "/static/a/veneers.jpg 480w, /static/b/veneers.jpg 960w", sizes: "100vw" },
    sources: [
      { srcSet: "/static/a/veneers.avif 480w", type: "image/avif", sizes: "100vw" },
      { srcSet: "/static/a/veneers.webp 480w", type: "image/webp", sizes: "100vw" },
    ],
  },
};

it("offers AVIF and WebP before the JPEG, with the given sizes and the space reserved", () => {
  const { container } = render(<ResponsiveImage image={image} alt="Illustration: a veneer" sizes="50vw" />);
  const sources = Array.from(container.querySelectorAll("source"));
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(sources.every((source) => source.getAttribute("sizes") === "50vw")).toBe(true);
  const img = screen.getByRole("img", { name: "Illustration: a veneer" });
  expect(img).toHaveAttribute("width", "960");
  expect(img).toHaveAttribute("height", "640");
  expect(img).toHaveAttribute("srcset", "/static/a/veneers.jpg 480w, /static/b/veneers.jpg 960w");
  expect(img).toHaveAttribute("loading", "lazy");
});

it("loads a first-screen image at once and first", () => {
  render(<ResponsiveImage image={image} alt="" priority />);
  const img = document.querySelector("img");
  expect(img).toHaveAttribute("loading", "eager");
  expect(img).toHaveAttribute("fetchpriority", "high");
});
