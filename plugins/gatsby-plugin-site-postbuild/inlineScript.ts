/**
 * The inline scripts (docs/islands.md): `*.inline.ts`, whose default export takes its <script> element,
 * minified by esbuild into one call, for webpack (the default export), jest and the islands bundle.
 */
import crypto from "node:crypto";
import path from "node:path";
import { buildSync, type BuildOptions, type Plugin } from "esbuild";

/** How esbuild makes browser code here: an inline script, the islands' bundle (islandsBundle.ts), the editor's. */
export const BROWSER_BUILD: BuildOptions = {
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  platform: "browser",
  legalComments: "none",
  logLevel: "silent",
};

/** The text of the inline script made from `file` (absolute), and the files it was made from. */
export function inlineScript(file: string): { text: string; inputs: string[] } {
  const result = buildSync({
    ...BROWSER_BUILD,
    stdin: {
      contents: `import run from ${JSON.stringify(file)};run(document.currentScript);`,
      resolveDir: path.dirname(file),
      loader: "ts",
    },
    absWorkingDir: path.dirname(file),
    write: false,
    metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== "<stdin>")
    .map((input) => path.resolve(path.dirname(file), input));
  return { text: result.outputFiles[0].text.trim(), inputs };
}

const textModule = (text: string) => `export default ${JSON.stringify(text)};`;

/** esbuild: a `?inline` import in a bundle gives the script's text too. */
export function inlineScriptPlugin(): Plugin {
  return {
    name: "inline-script",
    setup(build) {
      build.onResolve({ filter: /\?inline$/ }, (args) => ({
        path: path.resolve(args.resolveDir, `${args.path.slice(0, -"?inline".length)}.ts`),
        namespace: "inline-script",
      }));
      build.onLoad({ filter: /.*/, namespace: "inline-script" }, (args) => {
        const script = inlineScript(args.path);
        return { contents: textModule(script.text), loader: "js", watchFiles: script.inputs };
      });
    },
  };
}

/** webpack: the text of the `*.inline.ts` module the resource names; any change to its files makes it again. */
function loader(this: { resourcePath: string; addDependency(file: string): void }): string {
  const script = inlineScript(this.resourcePath);
  for (const input of script.inputs) this.addDependency(input);
  return textModule(script.text);
}

/** jest: the same text, as CommonJS; the cache key is the text itself, so a change to any of its files counts. */
export default Object.assign(loader, {
  process: (_source: string, file: string) => ({
    code: `module.exports = { __esModule: true, default: ${JSON.stringify(inlineScript(file).text)} };`,
  }),
  getCacheKey: (_source: string, file: string) =>
    crypto.createHash("sha256").update(file).update(inlineScript(file).text).digest("hex"),
});
