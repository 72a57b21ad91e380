/**
 * @jest-environment node
 *
 * The site renders its own <picture> elements, so no built page carries gatsby-plugin-image's
 * head additions: its wrapper style, its <noscript> style or its image-loader script.
 */
import fs from "node:fs";
import path from "node:path";
import { PHOTO_ABOUT_ROUTES, ROUTES } from "../routes";
import { pageFile } from "../../hosting/pageFiles";
import { PUBLIC } from "../support/builtPages";

const page = (route: string) => fs.readFileSync(path.join(PUBLIC, pageFile(route)), "utf8");

it.each(ROUTES)("the built page %s has pictures without the image plugin's style, noscript style or loader script", (route) => {
  const html = page(route);
  for (const mark of ["gatsby-image-wrapper", "data-placeholder-image", "gatsbyImageSsr", '<script type="module"'])
    expect(html).not.toContain(mark);
});

(PHOTO_ABOUT_ROUTES.length > 0 ? it : it.skip)(
  "an about page still shows its pictures as <picture> with a WebP source and a JPEG fallback",
  () => {
    const html = page(PHOTO_ABOUT_ROUTES[0]);
    expect(html).toMatch(/<picture[^>]*><source type="image\/webp"/);
    expect(html).toMatch(/<img [^>]*src="\/static\/[^"]+\.jpg"/);
    expect(html).not.toContain('type="image/avif"');
  },
);
