/** `npm run schemas`: writes the content files' JSON Schemas and the editor's mapping from the zod schema. */
import fs from "node:fs";
import path from "node:path";
import { generatedEditorFiles } from "../src/content/jsonSchema";

const root = path.resolve(__dirname, "..");
for (const { file, text } of generatedEditorFiles()) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
