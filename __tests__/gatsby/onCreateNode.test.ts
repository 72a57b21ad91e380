/**
 * @jest-environment node
 *
 * Each content file's node is made of what the content check accepted: its data, its language and
 * its formatted text parsed; a file its schema refuses makes no node (the check reports it).
 */
import fs from "node:fs";
import path from "node:path";
import { onCreateNode } from "../../gatsby-node";
import { inFixtureSite } from "../support/siteCopy";

type Hook = (args: unknown) => void;
type Made = Record<string, unknown> & { lang: string; internal: { type: string } };

/** The nodes onCreateNode makes for the File node of `content/<relativePath>`. */
function nodesFor(relativePath: string, sourceInstanceName = "content"): Made[] {
  const made: Made[] = [];
  (onCreateNode as unknown as Hook)({
    node: { id: `file ${relativePath}`, relativePath, sourceInstanceName, internal: { type: "File" } },
    actions: { createNode: (node: Made) => made.push(node), createParentChildLink: () => undefined },
    reporter: { info: () => undefined },
    createNodeId: (seed: string) => seed,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
  });
  return made;
}

describe("content nodes", () => {
  const siteDir = inFixtureSite();
  const read = (relative: string) =>
    JSON.parse(fs.readFileSync(path.join(siteDir(), "content", relative), "utf8")) as Record<string, unknown>;

  it("hold the file's data and its language, with the type of its folder", () => {
    const [english] = nodesFor("services/examplephoto.json");
    expect(english).toMatchObject({ ...read("services/examplephoto.json"), lang: "en", internal: { type: "ServicesJson" } });
    const [spanish] = nodesFor("es/services/examplephoto.json");
    expect(spanish).toMatchObject({ slug: "examplephoto", lang: "es", internal: { type: "ServicesJson" } });
  });

  it("hold each formatted text parsed, with the settings' phone filled in", () => {
    const [legal] = nodesFor("legal/privacypolicy.json");
    const sections = legal.sections as { descriptionTree: unknown }[];
    expect(JSON.stringify(sections[3].descriptionTree)).toContain('"href":"/privacypractices"');
    const [service] = nodesFor("services/examplephoto.json");
    expect(JSON.stringify(service.descriptionTree)).toContain('"href":"/services/examplevideo"');
    const [blocks] = nodesFor("es/blocks/blocks.json");
    const tree = JSON.stringify((blocks.whenToCall as { descriptionTree: unknown }).descriptionTree);
    expect(tree).toContain('"href":"tel:+17145550142"');
    expect(tree).toContain("(714) 555-0142");
  });

  it("are not made for a file its schema refuses, nor for pictures", () => {
    const file = path.join(siteDir(), "content/services/examplephoto.json");
    const data = read("services/examplephoto.json");
    delete data.metaDescription;
    fs.writeFileSync(file, JSON.stringify(data));
    expect(nodesFor("services/examplephoto.json")).toEqual([]);
    expect(nodesFor("services/examplevideo.json")).toHaveLength(1);
    expect(nodesFor("services/examplephoto.jpg", "images")).toEqual([]);
  });
});
