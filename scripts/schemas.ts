/**
 * `npm run schemas`: writes the content files' JSON Schemas, the editor's mapping and the README's
 * field table from the zod schema.
 */
import fs from "node:fs";
import path from "node:path";
import { generatedEditorFiles } from "../src/content/gate/jsonSchema";
import { withFieldTable } from "../src/content/gate/fieldTable";
import { serviceSchema } from "../src/content/gate/schemas/pages";

const root = path.resolve(__dirname, "..");
for (const { file, text } of generatedEditorFiles()) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}

const readme = path.join(root, "README.md");
fs.writeFileSync(readme, withFieldTable(fs.readFileSync(readme, "utf8"), "service", serviceSchema));
console.log("wrote README.md (service page fields)");
