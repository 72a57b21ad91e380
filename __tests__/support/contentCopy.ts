/**
 * A fresh copy of the shipped content/ for each test, removed afterwards, with an `edit` that
 * changes one JSON file the way a maintainer would. Call at a test file's top level.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type Json = Record<string, unknown>;

const CONTENT = path.resolve(__dirname, "../../content");

export function withContentCopy(prefix = "content-") {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    fs.cpSync(CONTENT, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    /** The copy's folder (a new one for each test). */
    dir: () => dir,
    /** Reads a JSON file of the copy, lets `change` alter it, and writes it back. */
    edit(relative: string, change: (data: Json) => void) {
      const file = path.join(dir, relative);
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as Json;
      change(data);
      fs.writeFileSync(file, JSON.stringify(data, null, 2));
    },
  };
}
