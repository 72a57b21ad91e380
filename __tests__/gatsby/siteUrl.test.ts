/** @jest-environment node */
// The address is SITE_URL, else the settings file's. A blank SITE_URL (an emptied dashboard variable, or the deploy workflow's
// when the repository sets none) counts as unset, not as an empty address in every canonical link and the sitemap.
import type { GatsbyConfig } from "gatsby";

afterEach(() => jest.restoreAllMocks());

/** The address gatsby-config gives the build, read afresh with SITE_URL set to `value` (undefined: unset). */
async function siteUrl(value: string | undefined): Promise<unknown> {
  jest.replaceProperty(process, "env", { ...process.env, SITE_URL: value });
  let config: GatsbyConfig | undefined;
  await jest.isolateModulesAsync(async () => {
    config = (await import("../../gatsby-config")).default;
  });
  return config?.siteMetadata?.siteUrl;
}

it("is SITE_URL without a trailing slash, or the settings file's when SITE_URL is unset or blank", async () => {
  const fromSettings = await siteUrl(undefined);
  expect(fromSettings).toMatch(/^https:\/\/[^/]+$/);
  expect(await siteUrl("https://staging.example.org/")).toBe("https://staging.example.org");
  expect(await siteUrl("")).toBe(fromSettings);
  expect(await siteUrl("  ")).toBe(fromSettings);
});
