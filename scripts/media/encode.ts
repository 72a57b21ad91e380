/** Writing the artwork: sharp for images, one ffmpeg per video output fed raw frames. */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { Sharp } from "sharp";
import { C } from "./svg";

const ROOT = path.resolve(__dirname, "../..");
const FFMPEG = process.env.FFMPEG || "ffmpeg";

const abs = (rel: string) => path.join(ROOT, rel);
export const written: { rel: string; size: number }[] = [];

async function logged(rel: string, note = "") {
  const { size } = await fs.stat(abs(rel));
  written.push({ rel, size });
  console.log(`  ${rel}  ${(size / 1024).toFixed(1)} KB${note}`);
}

/** Writes a text, or a sharp image through a `.partial` file renamed when complete. */
export async function save(rel: string, output: Sharp | string) {
  const file = abs(rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  if (typeof output === "string") await fs.writeFile(file, output);
  else {
    await output.toFile(`${file}.partial`);
    await fs.rename(`${file}.partial`, file);
  }
  await logged(rel);
}

export const jpeg = (svg: string, quality = 80) =>
  sharp(Buffer.from(svg)).flatten({ background: C.ivory }).jpeg({ quality, mozjpeg: true });

export function hasFfmpeg() {
  const probe = spawnSync(FFMPEG, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0)
    return { ok: false, why: `ffmpeg not found (tried "${FFMPEG}"; set FFMPEG=/path/to/ffmpeg)` };
  const missing = ["libx264", "libvpx-vp9"].filter((e) => !probe.stdout.includes(e));
  if (missing.length) return { ok: false, why: `ffmpeg lacks the encoder(s) ${missing.join(", ")}` };
  return { ok: true };
}

const COLOR =
  "-vf scale=out_color_matrix=bt709:out_range=tv,format=yuv420p -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv";
const BITEXACT = "-fflags +bitexact -flags:v +bitexact -map_metadata -1 -an";
/** The encoder arguments by container: H.264 in MP4, VP9 in WebM, at a quality (crf). */
const ENCODERS = {
  mp4: (fps: number, crf: number) =>
    `-c:v libx264 -preset slow -tune animation -crf ${crf} -profile:v high -threads 2 -g ${fps * 2} -movflags +faststart`,
  webm: (fps: number, crf: number) =>
    `-c:v libvpx-vp9 -crf ${crf} -b:v 0 -deadline good -cpu-used 2 -row-mt 1 -threads 2 -g ${fps * 5}`,
};

/** A looping clip and its poster (frame 0): `<base>-poster.jpg` and `<base>.<container>` per output. */
type LoopVideo = Record<"posterQuality" | "width" | "height" | "fps" | "seconds", number> & {
  base: string;
  /** The frame at t ∈ [0, 1], as SVG; frameSvg(1) must equal frameSvg(0). */
  frameSvg: (t: number) => string;
  outputs: Partial<Record<keyof typeof ENCODERS, number>>;
};

/**
 * Writes the poster; then, when `encode`, renders frames t = i / frames (i < frames) with sharp and pipes raw
 * RGB into one ffmpeg per output. Because every scene is periodic, the frame after the last one would be
 * frame 0 again: a seamless loop.
 */
export async function encodeLoop(video: LoopVideo, encode: boolean) {
  const { base, width, height, fps, seconds, frameSvg } = video;
  await save(`${base}-poster.jpg`, jpeg(frameSvg(0), video.posterQuality));
  if (!encode) return;
  const frames = fps * seconds;
  const input = `-y -hide_banner -loglevel error -f rawvideo -pix_fmt rgb24 -s ${width}x${height} -framerate ${fps} -i -`;
  const jobs = Object.entries(video.outputs).map(([container, crf]) => {
    const rel = `${base}.${container}`;
    const args = `${input} ${COLOR} ${ENCODERS[container as keyof typeof ENCODERS](fps, crf)} ${BITEXACT} -f ${container}`;
    const proc = spawn(FFMPEG, [...args.split(" "), `${abs(rel)}.partial`], { stdio: ["pipe", "ignore", "pipe"] });
    let err = "";
    proc.stderr.on("data", (d) => (err += d));
    proc.stdin.on("error", () => {}); // reported through the exit code below
    const done = new Promise<void>((resolve, reject) => {
      proc.on("error", reject);
      proc.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`))));
    });
    return { rel, proc, done };
  });
  const raw = (t: number) =>
    sharp(Buffer.from(frameSvg(t)))
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer();
  const ahead = 4;
  const queue = Array.from({ length: Math.min(ahead, frames) }, (_, i) => raw(i / frames));
  for (let i = 0; i < frames; i++) {
    const buf = await queue.shift();
    if (i + ahead < frames) queue.push(raw((i + ahead) / frames));
    await Promise.all(jobs.map(async (j) => (j.proc.stdin.write(buf) ? undefined : once(j.proc.stdin, "drain"))));
  }
  jobs.forEach((j) => j.proc.stdin.end());
  await Promise.all(jobs.map((j) => j.done));
  for (const j of jobs) {
    await fs.rename(`${abs(j.rel)}.partial`, abs(j.rel));
    await logged(j.rel, `  (${frames} frames, ${seconds} s loop)`);
  }
  // Seam check: the frame one step after the last must equal the first.
  const [a, b] = await Promise.all([raw(0), raw(1)]);
  const diff = a.reduce((most, level, i) => Math.max(most, Math.abs(level - b[i])), 0);
  if (diff > 1) console.warn(`  warning: loop seam differs by up to ${diff} levels`);
}
