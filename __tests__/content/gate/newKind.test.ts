/** @jest-environment node */
// A throwaway kind listed in src/content/kinds/list.ts only gets the gate, a JSON Schema, a GraphQL type and a collection.
import fs from "node:fs";
import path from "node:path";
import type * as Zod from "zod";
import type * as Load from "../../../src/content/gate/load";
import type * as JsonSchema from "../../../src/content/gate/jsonSchema";
import type * as TypeDefs from "../../../gatsby/schema/typeDefs";
import type * as DecapConfig from "../../../plugins/gatsby-plugin-admin/decapConfig";
import type * as List from "../../../src/content/kinds/list";
import type * as Fields from "../../../src/content/kinds/fields";
import type { Declaration } from "../../../src/content/kinds";
import type { FileCheck } from "../../../src/content/gate/fileChecks";
import { FIXTURE_STATIC, withContentCopy } from "../../support/contentCopy";

// The project's modules as they are with the throwaway kind `offers` added to the list.
let modules = {} as { load: typeof Load; jsonSchema: typeof JsonSchema; typeDefs: typeof TypeDefs; decap: typeof DecapConfig };
jest.isolateModules(() => {
  // The schema is made with the zod the isolated modules use, as a kind module would.
  const { z } = jest.requireActual<typeof Zod>("zod");
  const { listOf } = jest.requireActual<typeof Fields>("../../../src/content/kinds/fields");
  const offer = z.object({ title: z.string().min(1).describe("The offer's title."), href: z.string().describe("Its page.") });
  const offers = {
    name: "offers",
    label: "Offers",
    singular: "Offer",
    schema: z.object({ offers: listOf("Offer", offer.strict()) }).strict(),
    file: "offers.json",
    check: (({ data, link }: FileCheck<{ offers: { href: string }[] }>) =>
      data.offers?.forEach((entry, i) => link(entry?.href, ["offers", i, "href"]))) as Declaration["check"],
    summary: (data: { offers: unknown[] }) => data.offers.length,
    es: { label: "Ofertas (español)" },
  } satisfies Declaration;
  jest.doMock("../../../src/content/kinds/list", () => {
    const actual = jest.requireActual<typeof List>("../../../src/content/kinds/list");
    return { KIND_MODULES: { ...actual.KIND_MODULES, offers } };
  });
  // The modules loaded afresh in the isolated registry, where the list holds the throwaway kind.
  /* eslint-disable @typescript-eslint/no-require-imports */
  modules = {
    load: require("../../../src/content/gate/load"),
    jsonSchema: require("../../../src/content/gate/jsonSchema"),
    typeDefs: require("../../../gatsby/schema/typeDefs"),
    decap: require("../../../plugins/gatsby-plugin-admin/decapConfig"),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
});
const { load, jsonSchema, typeDefs, decap } = modules;

const copy = withContentCopy("new-kind-", undefined, load.loadContent);
beforeEach(() => {
  for (const folder of ["offers", "es/offers"])
    copy.put(`${folder}/offers.json`, JSON.stringify({ offers: [{ title: "Whitening", href: "/" }] }));
});

it("is read and checked by the gate, in every language", () => {
  const content = load.loadContent(copy.dir(), FIXTURE_STATIC) as unknown as Record<string, unknown> & {
    translations: { es: Record<string, unknown> };
  };
  expect(content.offers).toEqual({ offers: [{ title: "Whitening", href: "/" }] });
  expect(content.translations.es.offers).toEqual({ offers: [{ title: "Whitening", href: "/" }] });

  copy.put("offers/offers.json", JSON.stringify({ offers: [{ title: "", href: "/nowhere" }] }));
  expect(copy.problems()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^content\/offers\/offers\.json: Offer 1, title \(`offers\[0\]\.title`\)/),
      expect.stringMatching(/^content\/offers\/offers\.json: .*"\/nowhere", which is neither a page nor a redirect/),
    ]),
  );
  fs.rmSync(path.join(copy.dir(), "offers/offers.json"));
  expect(copy.problems()).toContain("content/offers/offers.json: file is missing");
});

it("has its JSON Schema and its place in the editors' mapping", () => {
  const files = jsonSchema.generatedEditorFiles();
  const schema = files.find((file) => file.file === "schemas/offers.schema.json");
  expect(JSON.parse(schema?.text ?? "{}")).toMatchObject({
    title: "Offers: content/offers/offers.json",
    properties: { offers: { items: { title: "Offer", properties: { title: { description: "The offer's title." } } } } },
  });
  expect(files.find((file) => file.file === "schemas/es-offers.schema.json")).toBeDefined();
  expect(files.find((file) => file.file === ".vscode/settings.json")?.text).toContain("/content/es/offers/offers.json");
});

it("has its GraphQL type, with the language of its files and the schema's words", () => {
  const sdl = typeDefs.contentTypeDefs();
  expect(sdl).toMatch(/type OffersJson implements Node @dontInfer \{\n[^}]*lang: String!\n[^}]*offers: \[OffersOffer!\]!/);
  expect(sdl).toMatch(/type OffersOffer \{\n {2}"The offer's title."\n {2}title: String!/);
  expect(sdl).toContain(
    "Offers / Ofertas (español): one node per file content/offers/offers.json or content/es/offers/offers.json.",
  );
});

it("has its collection in the editor, in English and in Spanish", () => {
  const collections = decap.decapConfig({ mode: "local" }).collections;
  expect(collections.find((collection) => collection.name === "offers")).toMatchObject({
    label: "Offers",
    files: [{ file: "content/offers/offers.json", fields: [{ name: "offers", widget: "list", label_singular: "Offer" }] }],
  });
  expect(collections.find((each) => each.name === "es-offers")?.files?.[0]?.file).toBe("content/es/offers/offers.json");
});
