// `npm run media [-- --only=crowns,logo | --skip-video | --list]`: the site's placeholder artwork, drawn as
// SVG in code, rasterised with sharp and looped with ffmpeg; byte-identical on every run. scripts/media/README.md
// lists what is written where. palette.ts, svg.ts (document and primitives), anatomy.ts and equipment.ts
// (shapes), scenes/ (one file per group of pictures), encode.ts (sharp and ffmpeg); the job list is below.
import sharp from "sharp";
import { svgDoc } from "./svg";
import { ANIM } from "./scenes/animated";
import { RESTORATIVE_SCENES } from "./scenes/restorative";
import { CARE_SCENES } from "./scenes/care";
import { HERO, heroFrame } from "./scenes/hero";
import { LOGO_SVG, ogImage } from "./scenes/brand";
import { ABOUT, doctorPortrait } from "./scenes/about";
import { written, save, jpeg, hasFfmpeg, encodeLoop } from "./encode";

/** A service clip: 960×640, 6 s at 24 fps, H.264 only. */
const SERVICE_VIDEO = { posterQuality: 80, width: 960, height: 640, fps: 24, seconds: 6, outputs: { mp4: 20 } };

/** One job per file (or video with its poster) the generator writes. */
function jobs(video: boolean): { name: string; run: () => Promise<void> }[] {
  const images = (folder: string, scenes: Record<string, () => string>) =>
    Object.entries(scenes).map(([slug, draw]) => ({
      name: `${folder}/${slug}`,
      run: () => save(`content/images/${folder}/${slug}.jpg`, jpeg(svgDoc(draw))),
    }));
  return [
    ...images("services", { ...RESTORATIVE_SCENES, ...CARE_SCENES }),
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
    ...images("about", ABOUT),
    { name: "about/doctor-portrait", run: () => save("content/images/about/doctor-portrait.jpg", jpeg(doctorPortrait(), 80)) },
    {
      name: "logo",
      run: async () => {
        await save("static/logo.svg", LOGO_SVG);
        // The header's logo: a bitmap (a slow phone draws an SVG image as a document of its own), sharp at 3x.
        await save(
          "static/logo.png",
          sharp(Buffer.from(LOGO_SVG), { density: 72 * 3 })
            .resize(144, 144)
            .png({ compressionLevel: 9 }),
        );
        await save("src/images/logo-mark.svg", LOGO_SVG);
        await save(
          "src/images/logo-mark.png",
          sharp(Buffer.from(LOGO_SVG), { density: 72 * 8 })
            .resize(512, 512)
            .png({ compressionLevel: 9 }),
        );
      },
    },
    { name: "og-image", run: () => save("static/og-image.jpg", jpeg(ogImage(), 82)) },
  ];
}

/** Reports the lowest contrast of white text over the hero's brightest pixel (sampled across the loop). */
async function heroContrastReport() {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  };
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

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
