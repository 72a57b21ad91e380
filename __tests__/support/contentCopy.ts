/**
 * A fresh copy of a content tree for each test, removed afterwards, with edits as a maintainer makes
 * them. Call at a test file's top level. Tests of code copy the fixture (`__tests__/fixtures/content`,
 * a small but complete site); tests of the shipped content copy content/ itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ContentError } from "../../src/content/gate/read";
import { loadContent } from "../../src/content/gate/load";

export type Json = Record<string, unknown>;

export const FIXTURE_CONTENT = path.resolve(__dirname, "../fixtures/content");
export const FIXTURE_STATIC = path.resolve(__dirname, "../fixtures/static");
export const SHIPPED = { content: path.resolve(__dirname, "../../content"), static: path.resolve(__dirname, "../../static") };

/** A fact as a maintainer changes it: in the English file and its Spanish translation alike (for `set`). */
export const both = (relative: string, changes: Record<string, unknown>) => ({
  [relative]: changes,
  [`es/${relative}`]: changes,
});

export function withContentCopy(
  prefix = "content-",
  source = { content: FIXTURE_CONTENT, static: FIXTURE_STATIC },
  load: typeof loadContent = loadContent,
) {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    fs.cpSync(source.content, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const edit = (relative: string, change: (data: Json) => void) => {
    const file = path.join(dir, relative);
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Json;
    change(data);
    fs.writeFileSync(file, JSON.stringify(data, null, 2));
  };
  /** The copy's content as the site reads it; throws as the content check does. */
  const content = () => load(dir, source.static);
  return {
    dir: () => dir,
    staticDir: source.static,
    content,
    /** What the content check says of the copy: its problems, or [] when it passes. */
    problems(): string[] {
      try {
        content();
      } catch (error) {
        // By name: a loader from isolated modules throws its own ContentError class.
        if ((error as Error).name === "ContentError") return (error as ContentError).problems;
        throw error;
      }
      return [];
    },
    edit,
    /** Sets fields, named by their dotted path ("items.0.href"), in each file named; a field set to undefined is deleted. */
    set(files: Record<string, Record<string, unknown>>) {
      for (const [relative, changes] of Object.entries(files))
        edit(relative, (data) => {
          for (const [field, value] of Object.entries(changes)) {
            const keys = field.split(".");
            const parent = keys.slice(0, -1).reduce((node, key) => node[key] as Json, data);
            if (value === undefined) delete parent[keys[keys.length - 1]];
            else parent[keys[keys.length - 1]] = value;
          }
        });
    },
    put(relative: string, data: string | Uint8Array) {
      fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
      fs.writeFileSync(path.join(dir, relative), data);
    },
  };
}
