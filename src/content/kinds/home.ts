/** The home page: content/home/home.json, at /. */
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { homeSchema, type HomeContent } from "../gate/schemas/pages";

function checkFile({ data, english, link, staticMedia }: FileCheck<HomeContent>): void {
  data.serviceGroups?.forEach((group, i) => link(group?.href, ["serviceGroups", i, "href"]));
  if (english) for (const key of ["webm", "mp4", "poster"] as const) staticMedia(data.hero?.[key], ["hero", key]);
}

export const home = {
  name: "home",
  label: "Home page",
  schema: homeSchema,
  file: "home.json",
  address: "/",
  template: "src/templates/home.tsx",
  check: checkFile,
  summary: "the home page",
  es: { label: "Página de inicio (español)" },
} as const satisfies Declaration;
