// Generates the site's placeholder artwork: flat vector illustrations composed as SVG in code, rasterised
// with sharp, and short looping clips encoded with ffmpeg. Deterministic: the same code writes
// byte-identical images on every run (videos too, given the same ffmpeg build).
//
//   npm run media                          everything
//   npm run media -- --only=crowns,logo    only jobs whose name contains one of the words
//   npm run media -- --skip-video          images, posters and logo only (no ffmpeg needed)
//   npm run media -- --list                list the jobs
//
// The drawing is split by subject: palette.ts, svg.ts (document and primitives), anatomy.ts and
// equipment.ts (shapes), scenes/ (one file per group of pictures), encode.ts (sharp and ffmpeg),
// jobs.ts (what is written where). See docs/content-rules.md for replacing any file with a real photo.
import { written, hasFfmpeg } from "./encode";
import { buildJobs } from "./jobs";

async function main() {
  const args = process.argv.slice(2);
  const only = (args.find((a) => a.startsWith("--only=")) || "").slice(7).split(",").filter(Boolean);
  const video = args.includes("--skip-video") ? { ok: false, why: "--skip-video given" } : hasFfmpeg();
  const jobs = buildJobs(video).filter((j) => !only.length || only.some((o) => j.name.toLowerCase().includes(o.toLowerCase())));
  if (args.includes("--list")) {
    jobs.forEach((j) => console.log(j.name));
    return;
  }
  if (!video.ok)
    console.warn(
      `Skipping video encoding: ${video.why}. Posters and images are still written; existing videos are left as they are.`,
    );
  const started = Date.now();
  for (const job of jobs) {
    console.log(job.name);
    await job.run();
  }
  const total = written.reduce((s, f) => s + f.size, 0);
  console.log(
    `\nWrote ${written.length} files (${(total / 1024 / 1024).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
