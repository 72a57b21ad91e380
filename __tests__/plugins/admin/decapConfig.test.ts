/**
 * @jest-environment node
 *
 * The editor's fields are compared with the zod schema's directly, so that neither has one the other lacks.
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { detailedJsonSchema } from "../../../src/content/gate/jsonSchema";
import { decapConfig, RICH_TEXT_HINT, type DecapField } from "../../../plugins/gatsby-plugin-admin/decapConfig";
import { collectionName, RICH_TEXT_WIDGET } from "../../../src/cms/browser/decapNames";
import { zodFields } from "../../support/zodFields";
import { loadContent } from "../../../src/content/gate/load";
import { pageRoutes } from "../../../src/content/routes";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "../../support/contentCopy";

/** Each field with its path (`sectionOneData[].title`), the fields of objects and lists included. */
function withPaths(fields: DecapField[], prefix = ""): { path: string; field: DecapField }[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return [{ path, field }, ...withPaths(field.fields ?? [], field.widget === "list" ? `${path}[]` : path)];
  });
}

const config = decapConfig({ mode: "production", setting: { repo: "practice/website", branch: "staging" } });
const collection = (name: string) => config.collections.find((c) => c.name === name);
const fieldsOf = (name: string) => (collection(name)?.fields ?? collection(name)?.files?.[0].fields) as DecapField[];
const field = (collection: string, name: string) => withPaths(fieldsOf(collection)).find((f) => f.path === name)?.field;

it.each(CONTENT_KINDS.map((kind) => [kind.name, kind] as const))(
  "%s: the editor has a collection with exactly the schema's fields, each with a hint",
  (_name, kind) => {
    const fields = withPaths(fieldsOf(collectionName(kind)));
    expect(fields.map(({ path }) => path).sort()).toEqual(
      zodFields(kind.schema)
        .map(({ path }) => path)
        .sort(),
    );
    expect(fields.filter(({ field }) => !field.hint?.trim()).map(({ path }) => path)).toEqual([]);
  },
);

it("takes the hint from the schema's description, with what the buttons do after it for formatted text", () => {
  const service = detailedJsonSchema(CONTENT_KINDS.find((kind) => kind.name === "service") ?? CONTENT_KINDS[0]);
  expect(field("services", "title")?.hint).toBe(service.properties?.title.description);
  expect(field("services", "title")?.hint).toMatch(/What are porcelain veneers\?.*At most 120 characters/);
  expect(field("services", "descriptionToBeParsed")?.hint).toBe(
    `${service.properties?.descriptionToBeParsed.description} ${RICH_TEXT_HINT}`,
  );
  // A site path keeps its pattern and gains its description.
  expect(field("redirects", "redirects[].from")?.hint).toMatch(/old address/);
  expect(field("redirects", "redirects[].from")?.pattern?.[1]).toMatch(/site path such as \/services\/veneers/);
});

it("keeps each folder's pages by slug in their folder, labelled in its language, one page named for the New button, and a translation's single files in its own collection", () => {
  expect(collection("services")).toMatchObject({
    folder: "content/services",
    format: "json",
    identifier_field: "slug",
    slug: "{{fields.slug}}",
    label_singular: "Service page",
  });
  expect(collection("es-services")).toMatchObject({
    folder: "content/es/services",
    label: "Páginas de servicios (español)",
    label_singular: "Página de servicio (español)",
  });
  for (const folder of config.collections.filter((c) => c.folder))
    expect([folder.name, folder.label_singular]).toEqual([folder.name, expect.any(String)]);
  expect(collection("es-settings")?.files?.[0]).toMatchObject({ file: "content/es/settings/settings.json" });
});

it("marks optional fields, and edits formatted text in the rich-text widget, whose hint names no tags", () => {
  expect(field("services", "mainTitleText")?.required).toBeUndefined();
  expect(field("services", "title")?.required).toBe(false);
  expect(field("services", "descriptionToBeParsed")?.widget).toBe(RICH_TEXT_WIDGET);
  expect(field("services", "description")?.widget).toBe("text");
  expect(RICH_TEXT_HINT).not.toMatch(/</);
});

it.each(["about", "legal", "home", "es-services", "es-about", "es-legal", "es-home"])(
  "%s: records a clinician's review in optional fields with the service page's hints",
  (name) => {
    for (const key of ["reviewedBy", "reviewedOn"])
      expect(field(name, key)).toMatchObject({ required: false, hint: field("services", key)?.hint ?? "missing" });
  },
);

// A markup refused in every plain-text field, in the content check's words: plainText.test.ts.
it.each([
  ["metaDescription", "x".repeat(50), ["x".repeat(49), "x".repeat(171)], /at least 50 characters/],
  [
    "description",
    "Veneers cover the front of a tooth.",
    ["x".repeat(5001), "<p>x</p>"],
    /^must have 1 to 5000 characters; must be plain text/,
  ],
  ["slug", "veneers", ["Veneers!"], /letters and digits/],
])(
  "checks %s with the schema's limits and pattern in one pattern (Decap takes one), with their messages",
  (name, good, bad, said) => {
    const [pattern, message] = field("services", name)?.pattern ?? [];
    const regex = new RegExp(pattern ?? "");
    expect([good, ...bad].map((value) => regex.test(value))).toEqual([true, ...bad.map(() => false)]);
    expect(message).toMatch(said);
  },
);

it("saves through GitHub with the editorial workflow in production and through decap-server locally, and opens View Live on the site or the preview site", () => {
  expect(config).toMatchObject({
    backend: { name: "github", repo: "practice/website", branch: "staging" },
    publish_mode: "editorial_workflow",
    media_folder: "content/images",
  });
  // Without an OAuth service of its own the editor signs in through Netlify's (Decap's default);
  // with one: adminFolder.test.ts. Without a known address, View Live is absent.
  expect(config.backend).not.toHaveProperty("base_url");
  expect(config).not.toHaveProperty("site_url");
  const setting = { repo: "practice/website", branch: "main" };
  expect(decapConfig({ mode: "production", setting, siteUrl: "https://www.example.org" }).site_url).toBe(
    "https://www.example.org",
  );
  const local = decapConfig({ mode: "local", localBackendUrl: "http://localhost:8081/api/v1", siteUrl: "http://localhost:8000" });
  expect(local).toMatchObject({
    backend: { name: "proxy", proxy_url: "http://localhost:8081/api/v1" },
    site_url: "http://localhost:8000",
  });
  expect(local.publish_mode).toBeUndefined();
});

describe("the editor's View Live link", () => {
  const fixtureRoutes = pageRoutes(loadContent(FIXTURE_CONTENT, FIXTURE_STATIC)).all;
  /** The address Decap opens for an entry: site_url, then the preview path with the entry's file name as its slug. */
  const viewLive = (previewPath: string, slug = "") =>
    new URL(previewPath.replace("{{slug}}", slug), "https://example.org/").pathname;

  it("opens, for every page file of every collection, that page's address on the site", () => {
    let checked = 0;
    for (const kind of CONTENT_KINDS) {
      if (!("folder" in kind.layout)) continue;
      const previewPath = collection(collectionName(kind))?.preview_path;
      expect(previewPath).toBeDefined();
      for (const file of fs.readdirSync(path.join(FIXTURE_CONTENT, kind.layout.folder)).filter((f) => f.endsWith(".json"))) {
        const address = viewLive(previewPath ?? "", path.basename(file, ".json"));
        expect(fixtureRoutes).toContain(address === "/" ? address : address.replace(/\/$/, ""));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("opens the home page for the home page's file in each language, and no page for files that draw none", () => {
    const file = (name: string) => collection(name)?.files?.[0];
    expect(viewLive(file("home")?.preview_path ?? "x")).toBe("/");
    expect(viewLive(file("es-home")?.preview_path ?? "x")).toBe("/es");
    for (const name of ["settings", "navigation", "sidebar", "redirects", "es-glossary"])
      expect(file(name)).not.toHaveProperty("preview_path");
  });
});

describe("an English page and its translation", () => {
  const pageCollections = config.collections.filter((c) => c.folder);
  const link = (name: string) => fieldsOf(name)[0];

  it.each([
    [
      "an English service page, above its text, a link to its Spanish version",
      "services",
      {
        label: "Translations",
        translations: [{ collection: "es-services", language: "Spanish", folder: "content/es/services" }],
      },
    ],
    [
      "a Spanish service page a link to its English page, where it records the version it translates",
      "es-services",
      {
        label: "Translated from",
        source: { collection: "services", language: "English", folder: "content/services" },
        hint: expect.stringMatching(/Mark as up to date/),
      },
    ],
  ])("shows on %s", (_, name, expected) => {
    expect(link(name)).toMatchObject({ name: "translatedFrom", widget: "translation", required: false, ...expected });
  });

  it("links every page collection to collections that exist, in their folders, both ways", () => {
    expect(pageCollections.length).toBeGreaterThan(2);
    for (const page of pageCollections) {
      const own = link(page.name);
      const twins = own.source ? [own.source] : (own.translations ?? []);
      expect(twins.length).toBeGreaterThan(0);
      for (const twin of twins) {
        const other = collection(twin.collection);
        expect(other?.folder).toBe(twin.folder);
        const back = other ? link(other.name) : undefined;
        expect([back?.source, ...(back?.translations ?? [])].map((page) => page?.collection)).toContain(page.name);
      }
    }
  });

  it("links no single-file collection (home, menu, settings), which has no version to record", () => {
    for (const file of config.collections.filter((c) => c.files))
      expect(file.files?.[0].fields.map(({ widget }) => widget)).not.toContain("translation");
  });
});
