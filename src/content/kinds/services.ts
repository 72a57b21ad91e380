/** Service pages: one per file, content/services/<slug>.json, at /services/<slug>. */
import type { Declaration } from "../kinds";
import { isVideo } from "../../lib/media";
import { checkPageText, type FileCheck } from "../gate/fileChecks";
import { serviceSchema, type ServiceContent } from "../gate/schemas/pages";

function checkFile(check: FileCheck<ServiceContent>): void {
  const { data, english, refused, richText, problem } = check;
  checkPageText(check);
  richText(data.additionalContent?.descriptionToBeParsed, ["additionalContent", "descriptionToBeParsed"]);
  if (english) {
    check.media(data.imgSrc, ["imgSrc"]);
    const blockNames = (data.blocks ?? []).filter((name) => name !== undefined);
    if (new Set(blockNames).size !== blockNames.length)
      problem("blocks names a block twice (each shared block appears once on a page)");
  }
  if ((data.reviewedBy === undefined) !== (data.reviewedOn === undefined) && !refused(["reviewedBy"]) && !refused(["reviewedOn"]))
    problem(`reviewedBy and reviewedOn go together (who reviewed the ${english ? "page" : "translation"}, and when)`);
  if (english && data.imgSrc !== undefined && isVideo(data.imgSrc)) {
    if (!data.videoPoster) {
      if (!refused(["videoPoster"])) problem("is missing (a video needs a poster image under static/media/)", ["videoPoster"]);
    } else check.staticMedia(data.videoPoster, ["videoPoster"]);
  }
}

export const services = {
  name: "service",
  label: "Service pages",
  singular: "Service page",
  schema: serviceSchema,
  graphqlInterface: "ContentPage",
  pages: { urlPrefix: "/services/", template: "src/templates/service.tsx" },
  check: checkFile,
  es: { label: "Páginas de servicios (español)", singular: "Página de servicio (español)" },
} as const satisfies Declaration;
