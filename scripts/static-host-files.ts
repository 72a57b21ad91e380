/**
 * After the build: public/_redirects and public/_headers for a CDN or static host (Netlify,
 * Cloudflare Pages and hosts that read the same files), from content/redirects/redirects.json and
 * the built HTML (each page's CSP carries its own inline-script hashes).
 *
 *   npx tsx scripts/static-host-files.ts [public dir] [--redirects content/redirects/redirects.json]
 */
import path from "node:path";
import { loadRedirects, writeStaticHostFiles } from "./lib/serving";

const PROJECT = path.resolve(__dirname, "..");

function main() {
  const args = process.argv.slice(2);
  let redirects = path.join(PROJECT, "content/redirects/redirects.json");
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--redirects") redirects = path.resolve(args[++i] ?? "");
    else if (args[i].startsWith("--redirects=")) redirects = path.resolve(args[i].slice("--redirects=".length));
    else positional.push(args[i]);
  }
  const publicDir = path.resolve(positional[0] ?? path.join(PROJECT, "public"));
  const { files, warnings } = writeStaticHostFiles(publicDir, loadRedirects(redirects));
  console.log(`Wrote ${files.map((file) => path.relative(process.cwd(), file) || file).join(" and ")} for static hosts.`);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
