/** @jest-environment node */
// The GraphQL types generated from the content kinds' zod schemas: each kind's type has its schema's fields, with the schema's
// words as descriptions (GraphiQL shows them), and the fields computed at build time. That Gatsby accepts them is the build's to
// show (the pages query them).
import { parse, type TypeNode } from "graphql";
import { contentTypeDefs } from "../../../gatsby/schema/typeDefs";
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { zodFields } from "../../support/zodFields";

/** Fields Gatsby computes at build time (the language comes from the file's folder); they exist only in GraphQL. */
const COMPUTED = new Set(["descriptionTree", "image", "lang"]);

const sdl = contentTypeDefs();
const types = new Map(
  parse(sdl).definitions.flatMap((definition) =>
    definition.kind === "ObjectTypeDefinition" || definition.kind === "InterfaceTypeDefinition"
      ? [[definition.name.value, definition] as const]
      : [],
  ),
);
const field = (typeName: string, name: string) => types.get(typeName)?.fields?.find((f) => f.name.value === name);
const namedType = (type: TypeNode): string => (type.kind === "NamedType" ? type.name.value : namedType(type.type));
const isList = (type: TypeNode): boolean => type.kind === "ListType" || (type.kind === "NonNullType" && isList(type.type));

/** Each field from the file of `typeName` (and the types below it) with its description: ["sectionOneData[].title", "…"]. */
function described(typeName: string, prefix = ""): [string, string | undefined][] {
  return (types.get(typeName)?.fields ?? [])
    .filter((f) => !COMPUTED.has(f.name.value))
    .flatMap((f) => {
      const path = prefix ? `${prefix}.${f.name.value}` : f.name.value;
      const inner = types.has(namedType(f.type)) ? described(namedType(f.type), isList(f.type) ? `${path}[]` : path) : [];
      return [[path, f.description?.value], ...inner];
    });
}

it.each(CONTENT_KINDS)(
  "$typeName has the schema's fields, each with its description from the schema, and is described with its files",
  ({ typeName, schema, label }) => {
    const inSchema = zodFields(schema).map((f) => [f.path, f.schema.description]);
    expect(described(typeName).sort()).toEqual(inSchema.sort());
    expect(types.get(typeName)?.description?.value).toContain(label);
  },
);

it("adds the language, the parsed formatted text, the picture's file and the dates a query formats", () => {
  const print = (typeName: string, name: string) => {
    const f = field(typeName, name);
    const directives = (f?.directives ?? []).map((d) => ` @${d.name.value}`).join("");
    return f && `${sdl.slice(f.type.loc!.start, f.type.loc!.end)}${directives}`;
  };
  for (const kind of CONTENT_KINDS) expect(print(kind.typeName, "lang")).toBe("String!");
  expect(print("ServicesJson", "descriptionTree")).toBe("JSON");
  expect(print("LegalSection", "descriptionTree")).toBe("JSON!");
  expect(print("ServicesJson", "image")).toBe("File @link");
  expect(print("AboutPhoto", "image")).toBe("File @link");
  expect(print("ServicesJson", "lastUpdated")).toBe("Date! @dateformat");
  expect(print("LegalJson", "effectiveDate")).toBe("Date! @dateformat");
  // A date the site reads as written stays a string.
  expect(print(namedType(field("NoticesJson", "notices")!.type), "firstDay")).toBe("String!");
});
