/** The job list: one job per file (or video with its poster) the generator writes. */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { svgDoc } from "./svg";
import { ANIM } from "./scenes/animated";
import { RESTORATIVE_SCENES } from "./scenes/restorative";
import { CARE_SCENES } from "./scenes/care";
import { HERO, heroFrame } from "./scenes/hero";
import { LOGO_SVG, ogImage } from "./scenes/brand";
import { ABOUT, doctorPortrait } from "./scenes/about";
import { abs, written, save, jpeg, fresh, h264Args, vp9Args, encodeLoop } from "./encode";

// --- Job list -----------------------------------------------------------------------------------------

const SERVICE: Record<string, () => string> = { ...RESTORATIVE_SCENES, ...CARE_SCENES };
const ANIMATED: Record<string, (t: number) => string> = ANIM;
const ABOUT_SCENES: Record<string, () => string> = ABOUT;

const SVC_IMAGES = Object.keys(SERVICE);
const SVC_VIDEOS = Object.keys(ANIM);

export function buildJobs(video: { ok: boolean; why?: undefined } | { ok: boolean; why: string }) {
  const jobs = [];
  for (const slug of SVC_IMAGES) {
    jobs.push({
      name: `services/${slug}`,
      run: () => save(`content/images/services/${slug}.jpg`, jpeg(fresh(() => svgDoc(SERVICE[slug]())))),
    });
  }
  for (const slug of SVC_VIDEOS) {
    const frameSvg = (t: number) => fresh(() => svgDoc(ANIMATED[slug](t), { outW: 960, outH: 640 }));
    jobs.push({
      name: `video/${slug}`,
      run: async () => {
        await save(`static/media/services/${slug}-poster.jpg`, jpeg(frameSvg(0), 80));
        if (!video.ok) return;
        await encodeLoop({
          width: 960,
          height: 640,
          fps: 24,
          seconds: 6,
          frameSvg,
          outputs: [{ rel: `static/media/services/${slug}.mp4`, args: h264Args(24, 20) }],
        });
      },
    });
  }
  jobs.push({
    name: "home/hero",
    run: async () => {
      await save("static/media/home/hero-poster.jpg", jpeg(heroFrame(0), 76));
      await heroContrastReport();
      if (!video.ok) return;
      await encodeLoop({
        width: HERO.w,
        height: HERO.h,
        fps: HERO.fps,
        seconds: HERO.seconds,
        frameSvg: heroFrame,
        outputs: [
          { rel: "static/media/home/hero.webm", args: vp9Args(HERO.fps, 31) },
          { rel: "static/media/home/hero.mp4", args: h264Args(HERO.fps, 21) },
        ],
      });
    },
  });
  const aboutFiles = {
    occfad: "occfad",
    "office-exterior": "office-exterior",
    "meetthedoctors-1": "meetthedoctors-1",
    "meetthedoctors-2": "meetthedoctors-2",
    "meetthedoctors-3": "meetthedoctors-3",
    officetour: "officetour",
  };
  for (const [key, file] of Object.entries(aboutFiles)) {
    jobs.push({
      name: `about/${file}`,
      run: () => save(`content/images/about/${file}.jpg`, jpeg(fresh(() => svgDoc(ABOUT_SCENES[key]())))),
    });
  }
  jobs.push({
    name: "about/doctor-portrait",
    run: () => save("content/images/about/doctor-portrait.jpg", jpeg(doctorPortrait(), 80)),
  });
  jobs.push({
    name: "logo",
    run: async () => {
      for (const rel of ["static/logo.svg", "src/images/logo-mark.svg"]) {
        await fs.mkdir(path.dirname(abs(rel)), { recursive: true });
        await fs.writeFile(abs(rel), LOGO_SVG);
        written.push({ rel, size: Buffer.byteLength(LOGO_SVG) });
        console.log(`  ${rel}  ${(Buffer.byteLength(LOGO_SVG) / 1024).toFixed(1)} KB`);
      }
      await save(
        "src/images/logo-mark.png",
        sharp(Buffer.from(LOGO_SVG), { density: 72 * 8 })
          .resize(512, 512)
          .png({ compressionLevel: 9 }),
      );
    },
  });
  jobs.push({ name: "og-image", run: () => save("static/og-image.jpg", jpeg(ogImage(), 82)) });
  return jobs;
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
