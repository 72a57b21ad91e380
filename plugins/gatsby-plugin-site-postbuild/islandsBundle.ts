/**
 * Builds the pages' one script (src/islands/browser.tsx) with esbuild: the island components from
 * src/, with Preact in React's place (`preact/compat`, a few KiB instead of React DOM's 45) and
 * `gatsby` replaced by the editor's small stand-in (links are plain links). Their CSS Modules keep
 * the class names Gatsby's build gave them (css-loader's rule, computed the same way), since the
 * page's stylesheet is Gatsby's: the bundle carries only the names, never CSS.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { BuildOptions, Plugin } from "esbuild";
import { inlineScriptPlugin } from "./inlineScript";

/** Gatsby's CSS Modules naming (gatsby/dist/utils/webpack-utils.js, css-loader's `localIdentName`). */
const LOCAL_IDENT_NAME = "[name]--[local]--[hash:hex:5]";

type InterpolateName = (context: { resourcePath: string }, name: string, options: { context: string; content: string }) => string;

/** The class names a CSS Module defines (`.name` in a selector), in order, each once. */
function cssModuleClasses(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const names = new Set<string>();
  // Selectors only: the text before each `{`, so values such as `.5rem` are never read as classes.
  for (const selector of withoutComments.match(/[^{}]+(?=\{)/g) ?? [])
    for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]);
  return [...names];
}

/** `foo-bar` as css-loader's `dashesOnly` exports it: `fooBar`. */
const dashesCamelCase = (name: string) => name.replace(/-+(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The class names of one CSS Module file as Gatsby's build names them, keyed as the module exports
 * them. `root` is the site's folder (the build's context), `interpolateName` loader-utils' own.
 */
function cssModuleNames(root: string, file: string, interpolateName: InterpolateName): Record<string, string> {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const names: Record<string, string> = {};
  for (const local of cssModuleClasses(fs.readFileSync(file, "utf8"))) {
    const ident = interpolateName({ resourcePath: file }, LOCAL_IDENT_NAME, {
      context: root,
      content: `${relative}\x00${local}`,
    });
    names[dashesCamelCase(local)] = ident.replace(/\./g, "-").replace("[local]", local);
  }
  return names;
}

/** loader-utils' `interpolateName`, the very one Gatsby's css-loader names classes with. */
function cssLoaderInterpolateName(root: string): InterpolateName {
  const fromCssLoader = createRequire(createRequire(path.join(root, "package.json")).resolve("css-loader"));
  return (fromCssLoader("loader-utils") as { interpolateName: InterpolateName }).interpolateName;
}

/** The esbuild plugin answering `*.module.css` imports with Gatsby's class names; `seen` collects every name. */
function gatsbyCssModules(root: string, seen: Set<string>): Plugin {
  const interpolateName = cssLoaderInterpolateName(root);
  return {
    name: "gatsby-css-modules",
    setup(build) {
      build.onLoad({ filter: /\.module\.css$/ }, (args) => {
        const names = cssModuleNames(root, args.path, interpolateName);
        Object.values(names).forEach((name) => seen.add(name));
        return { contents: JSON.stringify(names), loader: "json" };
      });
    },
  };
}

interface IslandsBundle {
  /** The script's address on the site, with its content hash: `/islands-0123456789abcdef.js`. */
  src: string;
  /** Every class name the bundle uses, to check against the built stylesheet. */
  classNames: string[];
}

/**
 * How a browser bundle of the site's components is built (the islands script, the editor's previews):
 * `untranslated` is what onPreInit gives the site's code as GATSBY_UNTRANSLATED_PAGES.
 */
export function browserBundle(untranslated: string): BuildOptions {
  return {
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    jsx: "automatic",
    legalComments: "none",
    logLevel: "silent",
    define: {
      "process.env.NODE_ENV": '"production"',
      "process.env.GATSBY_UNTRANSLATED_PAGES": JSON.stringify(untranslated),
      __PATH_PREFIX__: '""',
    },
  };
}

/**
 * Writes the islands script into `publicDir` and returns its address. `untranslated` is what
 * onPreInit gives the site's code as GATSBY_UNTRANSLATED_PAGES, so the header's language switch
 * keeps the links the server rendered.
 */
export async function writeIslandsBundle(root: string, publicDir: string, untranslated: string): Promise<IslandsBundle> {
  const esbuild = await import("esbuild");
  const seen = new Set<string>();
  const result = await esbuild.build({
    entryPoints: [path.join(root, "src/islands/browser.tsx")],
    ...browserBundle(untranslated),
    write: false,
    alias: {
      gatsby: path.join(root, "src/cms/browser/gatsbyShim.tsx"),
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
    plugins: [gatsbyCssModules(root, seen), inlineScriptPlugin()],
  });
  const code = result.outputFiles[0].contents;
  const hash = crypto.createHash("sha256").update(code).digest("hex").slice(0, 20);
  const name = `islands-${hash}.js`;
  fs.writeFileSync(path.join(publicDir, name), code);
  return { src: `/${name}`, classNames: [...seen].sort() };
}
