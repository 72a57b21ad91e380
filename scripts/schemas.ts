/**
 * `npm run schemas`: writes the content files' JSON Schemas, the editor's mapping and the service page
 * field table of docs/content-rules.md from the zod schema.
 */
import fs from "node:fs";
import path from "node:path";
import { generatedEditorFiles, withFieldTable } from "../src/content/gate/jsonSchema";
import { serviceSchema } from "../src/content/kinds/services";

const root = path.resolve(__dirname, "..");
for (const { file, text } of generatedEditorFiles()) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}

const manual = path.join(root, "docs/content-rules.md");
fs.writeFileSync(manual, withFieldTable(fs.readFileSync(manual, "utf8"), "service", serviceSchema));
console.log("wrote docs/content-rules.md (service page fields)");
