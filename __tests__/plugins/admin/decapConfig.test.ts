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

it.each(CONTENT_KINDS)(
  "$name: the editor has a collection with exactly the schema's fields, each with a hint, whose messages name no field by its code name",
  (kind) => {
    const fields = withPaths(fieldsOf(collectionName(kind)));
    const paths = (list: { path: string }[]) => list.map(({ path }) => path).sort();
    expect(paths(fields)).toEqual(paths(zodFields(kind.schema)));
    expect(fields.filter(({ field }) => !field.hint?.trim()).map(({ path }) => path)).toEqual([]);
    expect(fields.filter(({ field }) => field.pattern?.[1].includes("`")).map(({ path }) => path)).toEqual([]);
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

// A markup refused in every plain-text field, in the content check's words: plainText.test.ts.
it.each([
  ["metaDescription", "x".repeat(50), ["x".repeat(49), "x".repeat(171)], /at least 50 characters/],
  [
    "description",
    "Veneers cover the front of a tooth.",
    ["x".repeat(5001), "<p>x</p>"],
    /^must be at most 5000 characters long; must be plain text/,
  ],
  ["slug", "veneers", ["Veneers!"], /letters and digits/],
  ["lastUpdated", "2026-11-19", ["12/25/2026", "2026-1-9", "19 November 2026"], /^must be a date written YYYY-MM-DD$/],
  // A limit the schema gives no message of its own is said in the content check's words (it said "must have 0 to 60 characters").
  [
    "notices[].id",
    "thanksgiving-2026",
    ["x".repeat(61), "Thanksgiving"],
    /^must be at most 60 characters long; must be lower-case/,
    "notices",
  ],
])(
  "checks %s by the schema's limits and pattern, joined as Decap takes one, with their messages",
  (name, good, bad, said, kind = "services") => {
    const [pattern, message] = field(kind, name)?.pattern ?? [];
    const regex = new RegExp(pattern ?? "");
    expect([good, ...bad].map((value) => regex.test(value))).toEqual([true, ...bad.map(() => false)]);
    expect(message).toMatch(said);
  },
);

it("signs in through Netlify's service (Decap's default) without one of its own, and has no View Live without the site's address; locally, saves through decap-server", () => {
  // With both: adminFolder.test.ts.
  expect(config.backend).not.toHaveProperty("base_url");
  expect(config).not.toHaveProperty("site_url");
  const local = decapConfig({ mode: "local" });
  expect(local.backend).toEqual({ name: "proxy", proxy_url: "http://localhost:8081/api/v1", branch: "main" });
  expect(local).not.toHaveProperty("publish_mode");
});

it("opens View Live on each page file's own address, the home page for its file in each language, and nothing for files that draw no page", () => {
  const routes = pageRoutes(loadContent(FIXTURE_CONTENT, FIXTURE_STATIC)).all;
  /** The address Decap opens for an entry: site_url, then the preview path with the entry's file name as its slug. */
  const viewLive = (previewPath = "x", slug = "") =>
    new URL(previewPath.replace("{{slug}}", slug), "https://example.org/").pathname;
  const pages = CONTENT_KINDS.flatMap((kind) =>
    "folder" in kind.layout
      ? fs
          .readdirSync(path.join(FIXTURE_CONTENT, kind.layout.folder))
          .filter((file) => file.endsWith(".json"))
          .map((file) => viewLive(collection(collectionName(kind))?.preview_path, path.basename(file, ".json")))
      : [],
  );
  expect(pages.length).toBeGreaterThan(10);
  for (const address of pages) expect(routes).toContain(address === "/" ? address : address.replace(/\/$/, ""));
  const file = (name: string) => collection(name)?.files?.[0];
  expect(viewLive(file("home")?.preview_path)).toBe("/");
  expect(viewLive(file("es-home")?.preview_path)).toBe("/es");
  for (const name of ["settings", "navigation", "sidebar", "redirects", "es-glossary"])
    expect(file(name)).not.toHaveProperty("preview_path");
});

it("links each page collection to its twin in the other language above its text, both ways, and no single-file collection", () => {
  const link = (name: string) => fieldsOf(name)[0];
  const widget = { name: "translatedFrom", widget: "translation", required: false };
  expect(link("services")).toMatchObject({
    ...widget,
    label: "Translations",
    translations: [{ collection: "es-services", language: "Spanish", folder: "content/es/services" }],
  });
  expect(link("es-services")).toMatchObject({
    ...widget,
    label: "Translated from",
    source: { collection: "services", language: "English", folder: "content/services" },
    hint: expect.stringMatching(/Mark as up to date/),
  });
  const pageCollections = config.collections.filter((c) => c.folder);
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
  for (const file of config.collections.filter((c) => c.files))
    expect(file.files?.[0].fields.map(({ widget }) => widget)).not.toContain("translation");
});
