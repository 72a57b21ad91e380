/** @jest-environment node */
// The content editor in the production build, built in this test's environment: never loaded or linked by a patient page.
import fs from "node:fs";
import path from "node:path";
import { CMS_ENV, cmsSettingFromEnv } from "../../plugins/gatsby-plugin-admin/cmsSetting";
import { listFiles, listHtmlFiles } from "../../hosting/pageFiles";
import { PUBLIC, publicFile } from "../support/builtPages";

const ADMIN = path.join(PUBLIC, "admin");
const setting = cmsSettingFromEnv(process.env);

beforeAll(() => {
  if (!fs.existsSync(path.join(ADMIN, "index.html"))) throw new Error("public/admin/ is missing: run `npm run build` first");
  if (fs.existsSync(path.join(ADMIN, "config.yml")) !== Boolean(setting))
    throw new Error(
      `public/admin/ was built ${setting ? "without" : "with"} ${CMS_ENV.repo}, this test runs ${setting ? "with" : "without"} it: build and test in the same environment`,
    );
});

(setting ? it.skip : it)(`built without ${CMS_ENV.repo}, ships no placeholder repository anywhere in public/`, () => {
  const files = listFiles(PUBLIC, "**/*.{html,js,json,yml,txt}");
  expect(files.length).toBeGreaterThan(30);
  const placeholders = files.filter((file) => /OWNER\/REPOSITORY/.test(publicFile(file)));
  expect(placeholders).toEqual([]);
});

// The sitemap lists the pages and nothing else (seo.test.ts).
it("is neither loaded nor linked by any patient page", () => {
  const pages = listHtmlFiles(PUBLIC).filter((file) => !file.startsWith("admin/"));
  expect(pages.length).toBeGreaterThan(30);
  const linking = pages.filter((file) => /(?:src|href)="\/admin\b|decap-cms/.test(publicFile(file)));
  expect(linking).toEqual([]);
});
