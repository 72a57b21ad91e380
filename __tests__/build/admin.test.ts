/**
 * @jest-environment node
 *
 * The content editor in the production build, built in this test's environment: never loaded or linked by a patient page.
 */
import fs from "node:fs";
import path from "node:path";
import { CMS_ENV, cmsSettingFromEnv } from "../../plugins/gatsby-plugin-admin/cmsSetting";
import { listHtmlFiles } from "../../hosting/pageFiles";
import { PUBLIC } from "../support/builtPages";

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
  const files = fs
    .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|js|json|yml|txt)$/.test(file) && fs.statSync(path.join(PUBLIC, file)).isFile());
  expect(files.length).toBeGreaterThan(30);
  const placeholders = files.filter((file) => /OWNER\/REPOSITORY/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")));
  expect(placeholders).toEqual([]);
});

// The sitemap lists the pages and nothing else (seo.test.ts).
it("is neither loaded nor linked by any patient page", () => {
  const pages = listHtmlFiles(PUBLIC).filter((file) => !file.startsWith("admin/"));
  expect(pages.length).toBeGreaterThan(30);
  const linking = pages.filter((file) =>
    /(?:src|href)="\/admin\b|decap-cms/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")),
  );
  expect(linking).toEqual([]);
});
