/** Writing the artwork: sharp for images, one ffmpeg per video output fed raw frames. */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { Sharp } from "sharp";
import { resetIds } from "./svg";
import { C } from "./palette";

// ---------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------

const ROOT = path.resolve(__dirname, "../..");
const FFMPEG = process.env.FFMPEG || "ffmpeg";

export const abs = (rel: string) => path.join(ROOT, rel);
export const written: { rel: string; size: number }[] = [];

export async function save(rel: string, pipeline: Sharp) {
  const file = abs(rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.partial`;
  await pipeline.toFile(tmp);
  await fs.rename(tmp, file);
  const { size } = await fs.stat(file);
  written.push({ rel, size });
  console.log(`  ${rel}  ${(size / 1024).toFixed(1)} KB`);
}

export const jpeg = (svg: string, quality = 80) =>
  sharp(Buffer.from(svg)).flatten({ background: C.ivory }).jpeg({ quality, mozjpeg: true });

/** Draws one document with its ids counted from 1, so the same picture always gives the same SVG. */
export function fresh(draw: () => string): string {
  resetIds();
  return draw();
}

export function hasFfmpeg() {
  const probe = spawnSync(FFMPEG, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0)
    return { ok: false, why: `ffmpeg not found (tried "${FFMPEG}"; set FFMPEG=/path/to/ffmpeg)` };
  const missing = ["libx264", "libvpx-vp9"].filter((e) => !probe.stdout.includes(e));
  if (missing.length) return { ok: false, why: `ffmpeg lacks the encoder(s) ${missing.join(", ")}` };
  return { ok: true };
}

const BITEXACT = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-an"];
const COLOR = [
  "-vf",
  "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-color_range",
  "tv",
];

export function h264Args(fps: number, crf: number) {
  return [
    ...COLOR,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "animation",
    "-crf",
    String(crf),
    "-profile:v",
    "high",
    "-threads",
    "2",
    "-g",
    String(fps * 2),
    "-movflags",
    "+faststart",
    ...BITEXACT,
    "-f",
    "mp4",
  ];
}
export function vp9Args(fps: number, crf: number) {
  return [
    ...COLOR,
    "-c:v",
    "libvpx-vp9",
    "-crf",
    String(crf),
    "-b:v",
    "0",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    "-threads",
    "2",
    "-g",
    String(fps * 5),
    ...BITEXACT,
    "-f",
    "webm",
  ];
}

function runFfmpeg(args: string[]) {
  const proc = spawn(FFMPEG, ["-y", "-hide_banner", "-loglevel", "error", ...args], { stdio: ["pipe", "ignore", "pipe"] });
  let err = "";
  proc.stderr.on("data", (d) => (err += d));
  proc.stdin.on("error", () => {}); // reported through the exit code below
  const done = new Promise<void>((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`))));
  });
  return { proc, done };
}

/**
 * Renders frames t = i / frames (i < frames) with sharp and pipes raw RGB into one ffmpeg per output.
 * Because every scene is periodic, the frame after the last one would be frame 0 again: a seamless loop.
 */
export interface LoopVideo {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** The frame at t ∈ [0, 1], as SVG; frameSvg(1) must equal frameSvg(0). */
  frameSvg: (t: number) => string;
  /** One file per output, each with its ffmpeg encoder arguments. */
  outputs: { rel: string; args: string[] }[];
}

export async function encodeLoop({ width, height, fps, seconds, frameSvg, outputs }: LoopVideo) {
  const frames = fps * seconds;
  const input = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-framerate", String(fps), "-i", "-"];
  const jobs = outputs.map((o) => ({
    ...o,
    tmp: `${abs(o.rel)}.partial`,
    ...runFfmpeg([...input, ...o.args, `${abs(o.rel)}.partial`]),
  }));
  await Promise.all(outputs.map((o) => fs.mkdir(path.dirname(abs(o.rel)), { recursive: true })));
  const render = (i: number) =>
    sharp(Buffer.from(frameSvg(i / frames)))
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer();
  const ahead = 4;
  const queue: Promise<Buffer>[] = [];
  for (let i = 0; i < Math.min(ahead, frames); i++) queue.push(render(i));
  for (let i = 0; i < frames; i++) {
    const buf = await queue.shift();
    if (i + ahead < frames) queue.push(render(i + ahead));
    await Promise.all(jobs.map(async (j) => (j.proc.stdin.write(buf) ? undefined : once(j.proc.stdin, "drain"))));
  }
  jobs.forEach((j) => j.proc.stdin.end());
  await Promise.all(jobs.map((j) => j.done));
  for (const j of jobs) {
    await fs.rename(j.tmp, abs(j.rel));
    const { size } = await fs.stat(abs(j.rel));
    written.push({ rel: j.rel, size });
    console.log(`  ${j.rel}  ${(size / 1024).toFixed(1)} KB  (${frames} frames, ${seconds} s loop)`);
  }
  // Seam check: the frame one step after the last must equal the first.
  const [a, b] = await Promise.all([
    render(0),
    sharp(Buffer.from(frameSvg(1)))
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer(),
  ]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff = Math.max(diff, Math.abs(a[i] - b[i]));
  if (diff > 1) console.warn(`  warning: loop seam differs by up to ${diff} levels`);
}
