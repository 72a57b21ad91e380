/**
 * The before/after table of `npm run bench:compare` (scripts/bench/compare.sh), as Markdown on stdout:
 * per host, load and route, each build's total blocking time on every run, its worst run, the median
 * script bootup, JavaScript and LCP, and the lowest performance score; and the floor (a heading and a
 * paragraph in place of every page), which shows what blocking time any page has on the machine.
 *
 *   npx tsx scripts/bench/compare-report.ts [.lighthouseci-compare]
 */
import fs from "node:fs";
import path from "node:path";
import { runWhenMain } from "../lib/cli";
import { stats, withResourceSummary, type Lhr } from "./report";

// "floor" is a heading and a paragraph in place of every page: the blocking time of any page here.
const BUILDS = ["before", "after", "floor"] as const;

function runsIn(dir: string): Map<string, Lhr[]> {
  const byRoute = new Map<string, Lhr[]>();
  if (!fs.existsSync(dir)) return byRoute;
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const lhr = withResourceSummary(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Lhr);
    const route = new URL(lhr.requestedUrl).pathname;
    byRoute.set(route, [...(byRoute.get(route) ?? []), lhr]);
  }
  return byRoute;
}

const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function main(): void {
  const dir = process.argv[2] ?? ".lighthouseci-compare";
  const sets = fs.readdirSync(path.join(dir, "after")).sort();
  const lines = [
    "| host, load | route | build | TBT, every run (ms) | worst | script bootup median | JavaScript | LCP median | lowest performance |",
    "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  const summary: string[] = [
    "| host, load | build | runs at or under 50 ms | median TBT of all runs | worst TBT of any run, any route | routes with a run over 50 ms | script bootup, median of routes | JavaScript |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const set of sets) {
    for (const build of BUILDS) {
      const byRoute = runsIn(path.join(dir, build, set));
      // The busy runs measure the after build only, unless asked for both.
      if (byRoute.size === 0) continue;
      let over = 0;
      const every: number[] = [];
      const bootups: number[] = [];
      const scripts: number[] = [];
      for (const [route, runs] of byRoute) {
        const tbt = runs.map((lhr) => Math.round(numeric(lhr, "total-blocking-time")));
        const bootup = stats(runs.map((lhr) => numeric(lhr, "bootup-time"))).median;
        const js = stats(runs.map((lhr) => numeric(lhr, "resource-summary:script:size"))).median;
        const lcp = stats(runs.map((lhr) => numeric(lhr, "largest-contentful-paint"))).median;
        const perf = Math.min(...runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)));
        every.push(...tbt);
        if (tbt.some((value) => value > 50)) over += 1;
        bootups.push(bootup);
        scripts.push(js);
        lines.push(
          `| ${set} | \`${route}\` | ${build} | ${tbt.join(", ")} | ${Math.max(...tbt)} ms | ${Math.round(bootup)} ms | ${(js / 1024).toFixed(1)} KiB | ${Math.round(lcp)} ms | ${perf} |`,
        );
      }
      summary.push(
        `| ${set} | ${build} | ${every.filter((value) => value <= 50).length} of ${every.length} | ${Math.round(stats(every).median)} ms | ${Math.max(...every)} ms | ${over} of ${byRoute.size} | ${Math.round(stats(bootups).median)} ms | ${(stats(scripts).median / 1024).toFixed(1)} KiB |`,
      );
    }
  }
  console.log([...summary, "", ...lines].join("\n"));
}

runWhenMain(module, main);
