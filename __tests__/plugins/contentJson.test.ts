/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { makesNode } from "../../plugins/gatsby-transformer-content-json/makesNode";
import { FIXTURE_CONTENT } from "../support/contentCopy";

describe("which content files become JSON nodes", () => {
  const relative = "services/examplephoto.json";
  const text = fs.readFileSync(path.join(FIXTURE_CONTENT, relative), "utf8");

  it("a file its kind's schema accepts", () => {
    expect(makesNode(relative, text)).toBe(true);
    expect(makesNode(`es/${relative}`, fs.readFileSync(path.join(FIXTURE_CONTENT, "es", relative), "utf8"))).toBe(true);
  });

  it("not a file that is not JSON, nor one its schema refuses (the content check reports both)", () => {
    expect(makesNode(relative, text.replace(/\s*}\s*$/, ",\n}\n"))).toBe(false);
    const data = JSON.parse(text) as Record<string, unknown>;
    delete data.metaDescription;
    expect(makesNode(relative, JSON.stringify(data))).toBe(false);
    expect(makesNode("settings/settings.json", JSON.stringify(data))).toBe(false);
  });

  it("leaves a file of no kind to the transformer, which refuses it by its type name", () => {
    expect(makesNode("services/Draft.JSON", "{}")).toBe(true);
  });
});
