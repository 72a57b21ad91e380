/** The home page: content/home/home.json, at /. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import {
  ADDRESS,
  LINE,
  PARAGRAPH,
  SITE_PATH_FORM,
  TEXT,
  fact,
  line,
  link,
  listOf,
  metaDescription,
  paragraph,
  posterPath,
  relativeFile,
  sitePath,
  text,
} from "./fields";
import { checkReview, reviewFields } from "./pageFields";

const homeSchema = z.strictObject({
  metaDescription,
  intro: text.describe(`The text below the video, plain text; a blank line starts a new paragraph. ${TEXT}`),
  hero: z
    .strictObject({
      webm: fact(relativeFile(["webm"], "static/media/", "home/hero.webm")).describe(
        `The looping video as WebM, under static/media/, e.g. "home/hero.webm". ${ADDRESS}`,
      ),
      mp4: fact(relativeFile(["mp4"], "static/media/", "home/hero.mp4")).describe(
        `The same video as MP4, for browsers without WebM, under static/media/, e.g. "home/hero.mp4". ${ADDRESS}`,
      ),
      poster: fact(posterPath).describe(
        `The still image shown until the video plays, under static/media/ (jpg, jpeg, png or webp), e.g. "home/hero-poster.jpg". ${ADDRESS}`,
      ),
    })
    .describe("The looping video at the top of the home page, behind the mission statement."),
  serviceGroupsTitle: line.describe(`The heading above the service groups, e.g. "Our patient care services". ${LINE}`),
  serviceGroups: listOf(
    "Service group",
    z.strictObject({
      title: line.describe(`The group's name, the link's text, e.g. "Oral and Perio Surgery". ${LINE}`),
      description: paragraph.describe(
        `A sentence or two on what the group covers, e.g. "Tooth removal, bone grafts and gum surgery." ${PARAGRAPH}`,
      ),
      href: link(sitePath).describe(`The page the group links to, e.g. "/services/toothextractions". ${SITE_PATH_FORM}`),
    }),
  )
    .min(1)
    .describe("The groups of services the home page lists, in order, each linking to one page; at least one."),
  ...reviewFields,
});

export type HomeContent = z.infer<typeof homeSchema>;

function checkFile(check: FileCheck<HomeContent>): void {
  const { data, english, link, staticMedia } = check;
  checkReview(check);
  data.serviceGroups?.forEach((group, i) => link(group?.href, ["serviceGroups", i, "href"]));
  if (english) for (const key of ["webm", "mp4", "poster"] as const) staticMedia(data.hero?.[key], ["hero", key]);
}

export const home = {
  label: "Home page",
  schema: homeSchema,
  address: "/",
  template: "src/templates/home.tsx",
  check: checkFile,
  summary: "the home page",
  es: { label: "Página de inicio (español)" },
} as const satisfies Declaration;
