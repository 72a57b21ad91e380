import type { Reporter } from "gatsby";
import { CmsSettingError, cmsSettingFromEnv, type CmsSetting } from "../src/cms/node/cmsSetting";

/** The content editor's setting from the build's environment; a malformed one stops the build. */
export function editorSetting(reporter: Reporter): CmsSetting | undefined {
  try {
    return cmsSettingFromEnv(process.env);
  } catch (error) {
    if (error instanceof CmsSettingError) reporter.panic(error.message);
    throw error;
  }
}
