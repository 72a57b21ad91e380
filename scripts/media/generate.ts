// `npm run media [-- --only=crowns,logo | --skip-video | --list]`: the site's placeholder artwork, byte-identical
// on every run; scripts/media/README.md lists what is written where. The stills are SVG files in art/, rasterised
// with sharp; what moves is drawn per frame in code (scenes/, from svg.ts and anatomy.ts) and looped with
// ffmpeg (encode.ts).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { runWhenMain } from "../lib/cli";
import { svgDoc } from "./svg";
import { ANIM } from "./scenes/animated";
import { HERO, heroFrame } from "./scenes/hero";
import { written, save, jpeg, hasFfmpeg, encodeLoop } from "./encode";

const SERVICE_VIDEO = { posterQuality: 80, width: 960, height: 640, fps: 24, seconds: 6, outputs: { mp4: 20 } };

const art = (rel: string) => fs.readFileSync(path.join(__dirname, "art", rel), "utf8");

/** One job per file (or video with its poster) the generator writes. */
function jobs(video: boolean): { name: string; run: () => Promise<void> }[] {
  const stills = (folder: string) =>
    fs
      .readdirSync(path.join(__dirname, "art", folder))
      .sort()
      .map((file) => {
        const name = `${folder}/${path.basename(file, ".svg")}`;
        return { name, run: () => save(`content/images/${name}.jpg`, jpeg(art(`${name}.svg`))) };
      });
  const logo = art("logo.svg");
  // The logo as bitmaps: the header's at 3x (a slow phone draws an SVG image as a document of its own), and
  // the source of the manifest's icons.
  const logoPng = (density: number, size: number) =>
    sharp(Buffer.from(logo), { density }).resize(size, size).png({ compressionLevel: 9 });
  return [
    ...stills("services"),
    ...Object.entries(ANIM).map(([slug, draw]) => ({
      name: `video/${slug}`,
      run: () =>
        encodeLoop(
          { ...SERVICE_VIDEO, base: `static/media/services/${slug}`, frameSvg: (t) => svgDoc(() => draw(t), 960, 640) },
          video,
        ),
    })),
    {
      name: "home/hero",
      run: async () => {
        await heroContrastReport();
        await encodeLoop(
          { base: "static/media/home/hero", posterQuality: 76, ...HERO, frameSvg: heroFrame, outputs: { webm: 31, mp4: 21 } },
          video,
        );
      },
    },
    ...stills("about"),
    {
      name: "logo",
      run: async () => {
        await save("static/logo.svg", logo);
        await save("static/logo.png", logoPng(72 * 3, 144));
        await save("src/images/logo-mark.svg", logo);
        await save("src/images/logo-mark.png", logoPng(72 * 8, 512));
      },
    },
    { name: "og-image", run: () => save("static/og-image.jpg", jpeg(art("og-image.svg"), 82)) },
  ];
}
/** Reports the lowest contrast of white text over the hero's brightest pixel (sampled across the loop). */
async function heroContrastReport() {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  let maxL = 0;
  const samples = 24;
  for (let i = 0; i < samples; i++) {
    const buf = await sharp(Buffer.from(heroFrame(i / samples)))
      .raw()
      .toBuffer();
    for (let p = 0; p < buf.length; p += 4) {
      const L = 0.2126 * lin(buf[p]) + 0.7152 * lin(buf[p + 1]) + 0.0722 * lin(buf[p + 2]);
      if (L > maxL) maxL = L;
    }
  }
  const ratio = 1.05 / (maxL + 0.05);
  console.log(
    `  hero: brightest pixel luminance ${maxL.toFixed(3)} → white text contrast ≥ ${ratio.toFixed(2)}:1 ${ratio >= 4.5 ? "(WCAG AA ok)" : "(BELOW 4.5:1!)"}`,
  );
  if (ratio < 4.5) process.exitCode = 1;
}

async function main() {
  const args = process.argv.slice(2);
  const only = (args.find((a) => a.startsWith("--only=")) || "").slice(7).split(",").filter(Boolean);
  const video = args.includes("--skip-video") ? { ok: false, why: "--skip-video given" } : hasFfmpeg();
  const chosen = jobs(video.ok).filter((j) => !only.length || only.some((o) => j.name.toLowerCase().includes(o.toLowerCase())));
  if (args.includes("--list")) return chosen.forEach((j) => console.log(j.name));
  if (!video.ok)
    console.warn(
      `Skipping video encoding: ${video.why}. Posters and images are still written; existing videos are left as they are.`,
    );
  const started = Date.now();
  for (const job of chosen) {
    console.log(job.name);
    await job.run();
  }
  const total = written.reduce((s, f) => s + f.size, 0);
  console.log(
    `\nWrote ${written.length} files (${(total / 1024 / 1024).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

runWhenMain(module, main);
