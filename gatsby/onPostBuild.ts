import type { GatsbyNode } from "gatsby";
import { cmsSettingFromEnv, editorNotConfiguredWarning } from "../src/cms/node/cmsSetting";

/** The warning about the content editor's missing setting again, among the build's last lines. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  if (!cmsSettingFromEnv(process.env)) reporter.warn(editorNotConfiguredWarning());
};
