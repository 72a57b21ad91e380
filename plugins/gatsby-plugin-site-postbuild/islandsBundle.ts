/**
 * Builds the pages' first script (src/islands/browser.ts) and the islands' module it fetches
 * (src/islands/hydrate.tsx) with esbuild, Preact in React's place and the editor's stand-in for
 * `gatsby`; CSS Modules give the class names Gatsby's build gave them, never CSS.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { build, type BuildOptions, type Plugin } from "esbuild";
import { BROWSER_BUILD, inlineScriptPlugin } from "./inlineScript";

/** Gatsby's CSS Modules naming (gatsby/dist/utils/webpack-utils.js, css-loader's `localIdentName`). */
const LOCAL_IDENT_NAME = "[name]--[local]--[hash:hex:5]";

/** The class names a CSS Module defines (`.name` in a selector), in order, each once. */
function cssModuleClasses(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const names = new Set<string>();
  // Selectors only, so values such as `.5rem` are never read as classes.
  for (const selector of withoutComments.match(/[^{}]+(?=\{)/g) ?? [])
    for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]);
  return [...names];
}

/**
 * The esbuild plugin answering `*.module.css` imports with the class names Gatsby's build gives them (loader-utils'
 * `interpolateName`, the very one its css-loader uses), keyed as the module exports them; `seen` collects every name.
 */
function gatsbyCssModules(root: string, seen: Set<string>): Plugin {
  const fromCssLoader = createRequire(createRequire(path.join(root, "package.json")).resolve("css-loader"));
  const { interpolateName } = fromCssLoader("loader-utils") as {
    interpolateName: (context: { resourcePath: string }, name: string, options: { context: string; content: string }) => string;
  };
  return {
    name: "gatsby-css-modules",
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, ({ path: file }) => {
        const relative = path.relative(root, file).split(path.sep).join("/");
        const names: Record<string, string> = {};
        for (const local of cssModuleClasses(fs.readFileSync(file, "utf8"))) {
          const ident = interpolateName({ resourcePath: file }, LOCAL_IDENT_NAME, {
            context: root,
            content: `${relative}\x00${local}`,
          });
          const name = ident.replace(/\./g, "-").replace("[local]", local);
          // `foo-bar` as css-loader's `dashesOnly` exports it: `fooBar`.
          names[local.replace(/-+(\w)/g, (_, letter: string) => letter.toUpperCase())] = name;
          seen.add(name);
        }
        return { contents: JSON.stringify(names), loader: "json" };
      });
    },
  };
}

/** How a browser bundle of the site's components is built; `untranslated` is GATSBY_UNTRANSLATED_PAGES. */
export function browserBundle(untranslated: string): BuildOptions {
  return {
    ...BROWSER_BUILD,
    jsx: "automatic",
    define: {
      "process.env.NODE_ENV": '"production"',
      "process.env.GATSBY_UNTRANSLATED_PAGES": JSON.stringify(untranslated),
      __PATH_PREFIX__: '""',
    },
  };
}

/** Writes `code` into `publicDir` under a name from its hash; returns its address. */
function writeHashed(publicDir: string, code: Uint8Array): string {
  const name = `islands-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;
  fs.writeFileSync(path.join(publicDir, name), code);
  return `/${name}`;
}

/**
 * Writes the islands' module (src/islands/hydrate.tsx), then the first script that fetches it (src/islands/browser.ts), into
 * `publicDir`; returns the first script's address (`/islands-<hash>.js`), the module's, and every class name they use.
 */
export async function writeIslandsBundle(root: string, publicDir: string, untranslated: string) {
  const seen = new Set<string>();
  const options = browserBundle(untranslated);
  const components = await build({
    ...options,
    entryPoints: [path.join(root, "src/islands/hydrate.tsx")],
    format: "esm",
    write: false,
    alias: {
      gatsby: path.join(root, "src/cms/browser/gatsbyShim.tsx"),
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
    plugins: [gatsbyCssModules(root, seen), inlineScriptPlugin()],
  });
  const module = writeHashed(publicDir, components.outputFiles[0].contents);
  const first = await build({
    ...options,
    entryPoints: [path.join(root, "src/islands/browser.ts")],
    write: false,
    define: { ...options.define, ISLANDS_MODULE: JSON.stringify(module) },
    external: ["/islands-*"],
  });
  return { src: writeHashed(publicDir, first.outputFiles[0].contents), module, classNames: [...seen].sort() };
}
