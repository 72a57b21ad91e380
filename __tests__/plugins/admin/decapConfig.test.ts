/**
 * @jest-environment node
 *
 * The content editor's configuration and the zod schema declare the same fields: walked here on
 * the zod side directly, so a field can never exist in one and not the other.
 */
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { decapConfig, RICH_TEXT_HINT, type DecapField } from "../../../plugins/gatsby-plugin-admin/decapConfig";
import { collectionName, RICH_TEXT_WIDGET } from "../../../src/cms/browser/decapNames";
import { optionalListFields } from "../../../plugins/gatsby-plugin-admin/adminFolder";
import { zodPaths } from "../../support/schemaPaths";
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../../../src/content/gate/load";
import { pageRoutes } from "../../../src/content/routes";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "../../support/contentCopy";

function decapPaths(fields: DecapField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const inner = field.fields ? decapPaths(field.fields, field.widget === "list" ? `${path}[]` : path) : [];
    return [path, ...inner];
  });
}

const config = decapConfig({ mode: "production", setting: { repo: "practice/website", branch: "main" } });
const fieldsOf = (name: string) => {
  const collection = config.collections.find((c) => c.name === name || c.files?.[0].name === name);
  return (collection?.fields ?? collection?.files?.[0].fields) as DecapField[];
};
const kindCollection = collectionName;

it("has one collection per kind of content file", () => {
  expect(config.collections).toHaveLength(CONTENT_KINDS.length);
});

it.each(CONTENT_KINDS.map((kind) => [kind.name, kind] as const))(
  "%s: the editor has exactly the schema's fields",
  (_name, kind) => {
    expect(decapPaths(fieldsOf(kindCollection(kind))).sort()).toEqual(zodPaths(kind.schema).sort());
  },
);

it("keys service and about pages by slug in their folders", () => {
  const services = config.collections.find((c) => c.name === "services");
  expect(services).toMatchObject({
    folder: "content/services",
    format: "json",
    identifier_field: "slug",
    slug: "{{fields.slug}}",
  });
  expect(config.collections.find((c) => c.name === "about")).toMatchObject({ folder: "content/about" });
});

it("marks optional fields, and edits formatted text in the rich-text widget, whose hint names no tags", () => {
  const fields = fieldsOf("services");
  expect(fields.find((f) => f.name === "mainTitleText")?.required).toBeUndefined();
  expect(fields.find((f) => f.name === "title")?.required).toBe(false);
  expect(fields.find((f) => f.name === "descriptionToBeParsed")?.hint).toContain(RICH_TEXT_HINT);
  expect(fields.find((f) => f.name === "descriptionToBeParsed")?.widget).toBe(RICH_TEXT_WIDGET);
  expect(fields.find((f) => f.name === "description")?.widget).toBe("text");
  expect(RICH_TEXT_HINT).not.toMatch(/</);
});

it("carries the schema's limits and messages into the editor's checks", () => {
  const [pattern, message] = fieldsOf("services").find((f) => f.name === "metaDescription")?.pattern ?? [];
  const regex = new RegExp(pattern ?? "");
  expect(regex.test("x".repeat(49))).toBe(false);
  expect(regex.test("x".repeat(50))).toBe(true);
  expect(regex.test("x".repeat(171))).toBe(false);
  expect(message).toMatch(/at least 50 characters/);
  expect(fieldsOf("services").find((f) => f.name === "slug")?.pattern?.[1]).toMatch(/letters and digits/);
});

it("checks a plain-text field's length and its markup in one pattern (Decap takes one), saying where formatted text goes", () => {
  const [pattern, message] = fieldsOf("services").find((f) => f.name === "description")?.pattern ?? [];
  const regex = new RegExp(pattern ?? "");
  expect(regex.test('See <a href="/services/nosuchpage">this</a> for more.')).toBe(false);
  expect(regex.test("x".repeat(5001))).toBe(false);
  expect(regex.test("Veneers cover the front of a tooth.")).toBe(true);
  expect(message).toMatch(
    /^must have 1 to 5000 characters; must be plain text.*go in Formatted text \(`descriptionToBeParsed`\)$/,
  );
  expect(fieldsOf("home").find((f) => f.name === "intro")?.pattern?.[1]).toMatch(/must be plain text.*no formatted text$/);
});

it("saves through GitHub with the editorial workflow in production, and through decap-server locally", () => {
  expect(config).toMatchObject({
    backend: { name: "github", repo: "practice/website", branch: "main" },
    publish_mode: "editorial_workflow",
  });
  // Without an OAuth service of its own the editor signs in through Netlify's (Decap's default).
  expect(config.backend).not.toHaveProperty("base_url");
  const local = decapConfig({ mode: "local", localBackendUrl: "http://localhost:8081/api/v1" });
  expect(local.backend).toMatchObject({ name: "proxy", proxy_url: "http://localhost:8081/api/v1" });
  expect(local.publish_mode).toBeUndefined();
  expect(config.media_folder).toBe("content/images");
});

describe("the editor's View Live link", () => {
  const fixtureRoutes = pageRoutes(loadContent(FIXTURE_CONTENT, FIXTURE_STATIC)).all;
  /** The address Decap opens for an entry: site_url, then the preview path with the entry's file name as its slug. */
  const viewLive = (previewPath: string, slug = "") =>
    new URL(previewPath.replace("{{slug}}", slug), "https://example.org/").pathname;

  it("opens, for every page file of every collection, that page's address on the site", () => {
    let checked = 0;
    for (const kind of CONTENT_KINDS) {
      const collection = config.collections.find((c) => c.name === kindCollection(kind));
      if (!("folder" in kind.layout)) continue;
      expect(collection?.preview_path).toBeDefined();
      for (const file of fs.readdirSync(path.join(FIXTURE_CONTENT, kind.layout.folder)).filter((f) => f.endsWith(".json"))) {
        const address = viewLive(collection?.preview_path ?? "", path.basename(file, ".json"));
        expect(fixtureRoutes).toContain(address === "/" ? address : address.replace(/\/$/, ""));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("opens the home page for the home page's file in each language, and no page for files that draw none", () => {
    const file = (name: string) => config.collections.find((c) => c.name === name)?.files?.[0];
    expect(viewLive(file("home")?.preview_path ?? "x")).toBe("/");
    expect(viewLive(file("es-home")?.preview_path ?? "x")).toBe("/es");
    for (const name of ["settings", "navigation", "sidebar", "redirects", "es-glossary"])
      expect(file(name)).not.toHaveProperty("preview_path");
  });

  it("is the site's address in production and the preview site's with npm run cms, and absent when neither is known", () => {
    const setting = { repo: "practice/website", branch: "main" };
    expect(decapConfig({ mode: "production", setting, siteUrl: "https://www.example.org" }).site_url).toBe(
      "https://www.example.org",
    );
    expect(decapConfig({ mode: "local", siteUrl: "http://localhost:8000" }).site_url).toBe("http://localhost:8000");
    expect(config).not.toHaveProperty("site_url");
  });
});

it("leaves an emptied optional list out of the saved file", () => {
  expect(optionalListFields()).toEqual(expect.arrayContaining(["sectionOneData", "sectionFourData", "hours", "groups"]));
  expect(optionalListFields()).not.toContain("photos");
});

it("names one page of each folder for the New button, in the collection's language", () => {
  const singular = (name: string) => config.collections.find((c) => c.name === name)?.label_singular;
  expect(singular("services")).toBe("Service page");
  expect(singular("about")).toBe("About page");
  expect(singular("es-services")).toBe("Página de servicio (español)");
  for (const collection of config.collections.filter((c) => c.folder))
    expect([collection.name, collection.label_singular]).toEqual([collection.name, expect.any(String)]);
});

it("gives the Spanish files their own collections, labelled in Spanish", () => {
  expect(config.collections.find((c) => c.name === "es-services")).toMatchObject({
    label: "Páginas de servicios (español)",
    folder: "content/es/services",
  });
  expect(config.collections.find((c) => c.name === "es-settings")?.files?.[0]).toMatchObject({
    file: "content/es/settings/settings.json",
  });
});

it("signs in through the OAuth service of the setting: its origin as base_url, its path as auth_endpoint", () => {
  const at = (auth: { baseUrl: string; endpoint?: string }) =>
    decapConfig({ mode: "production", setting: { repo: "practice/website", branch: "staging", auth } }).backend;
  expect(at({ baseUrl: "https://auth.example.org" })).toEqual({
    name: "github",
    repo: "practice/website",
    branch: "staging",
    base_url: "https://auth.example.org",
  });
  expect(at({ baseUrl: "https://www.example.org", endpoint: "api/auth" })).toMatchObject({
    base_url: "https://www.example.org",
    auth_endpoint: "api/auth",
  });
});

describe("an English page and its translation", () => {
  const pageCollections = config.collections.filter((c) => c.folder);
  const link = (name: string) => fieldsOf(name)[0];

  it("shows on an English service page, above its text, a link to its Spanish version", () => {
    expect(link("services")).toMatchObject({
      name: "translatedFrom",
      label: "Translations",
      widget: "translation",
      required: false,
      translations: [{ collection: "es-services", language: "Spanish", folder: "content/es/services" }],
    });
  });

  it("shows on a Spanish service page a link to its English page, where it records the version it translates", () => {
    expect(link("es-services")).toMatchObject({
      name: "translatedFrom",
      label: "Translated from",
      widget: "translation",
      required: false,
      source: { collection: "services", language: "English", folder: "content/services" },
    });
    expect(link("es-services").hint).toMatch(/Mark as up to date/);
  });

  it("links every page collection to collections that exist, in their folders, both ways", () => {
    expect(pageCollections.length).toBeGreaterThan(2);
    for (const collection of pageCollections) {
      const field = link(collection.name);
      const twins = field.source ? [field.source] : (field.translations ?? []);
      expect(twins.length).toBeGreaterThan(0);
      for (const twin of twins) {
        const other = config.collections.find((c) => c.name === twin.collection);
        expect(other?.folder).toBe(twin.folder);
        const back = other ? link(other.name) : undefined;
        expect([back?.source, ...(back?.translations ?? [])].map((page) => page?.collection)).toContain(collection.name);
      }
    }
  });

  it("links no single-file collection (home, menu, settings), which has no version to record", () => {
    for (const collection of config.collections.filter((c) => c.files))
      expect(collection.files?.[0].fields.map((field) => field.widget)).not.toContain("translation");
  });
});
