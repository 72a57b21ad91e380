/**
 * A fresh copy of a content tree for each test, removed afterwards, with an `edit` that changes
 * one JSON file the way a maintainer would. Call at a test file's top level. Tests of code copy
 * the fixture (`__tests__/fixtures/content`, a small but complete site), so a maintainer's edit to
 * content/ never changes what they expect; tests of the shipped content copy content/ itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError } from "../../src/content/gate/read";
import { loadContent } from "../../src/content/gate/load";

export type Json = Record<string, unknown>;

/** The fixture site: its content tree and the static folder its videos and posters live in. */
export const FIXTURE_CONTENT = path.resolve(__dirname, "../fixtures/content");
export const FIXTURE_STATIC = path.resolve(__dirname, "../fixtures/static");
/** The site's own content and static folders. */
export const SHIPPED = { content: path.resolve(__dirname, "../../content"), static: path.resolve(__dirname, "../../static") };

export function withContentCopy(prefix = "content-", source = { content: FIXTURE_CONTENT, static: FIXTURE_STATIC }) {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    fs.cpSync(source.content, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    /** The copy's folder (a new one for each test). */
    dir: () => dir,
    /** The static folder that goes with the copy. */
    staticDir: source.static,
    /** What the content check says of the copy: its problems, or [] when it passes. */
    problems(): string[] {
      try {
        loadContent(dir, source.static);
      } catch (error) {
        if (error instanceof ContentError) return error.problems;
        throw error;
      }
      return [];
    },
    /** Reads a JSON file of the copy, lets `change` alter it, and writes it back. */
    edit(relative: string, change: (data: Json) => void) {
      const file = path.join(dir, relative);
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as Json;
      change(data);
      fs.writeFileSync(file, JSON.stringify(data, null, 2));
    },
  };
}
