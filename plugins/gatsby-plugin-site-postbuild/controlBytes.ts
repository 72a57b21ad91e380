/**
 * The last post-build step: no text file of the built site, nor its `.gz` or `.br` copy, holds a C0 control character but
 * tab, LF and CR (browsers hide one; validators, crawlers and grep do not; React 18 wrote NULs: patches/react-dom+18.3.1.patch).
 * Scripts are left out: a bundled library may hold one in a string literal (Decap CMS's has a BEL), which is valid JavaScript.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { listFiles } from "../../hosting/pageFiles";

/** The text files a visitor, crawler or static host reads, and their compressed copies. */
const TEXT_FILES = "{**/*.{html,json,xml,txt,svg,css,webmanifest},_headers,_redirects}{,.gz,.br}";

const C0_NAMES =
  "NUL SOH STX ETX EOT ENQ ACK BEL BS TAB LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US";

/** Bytes of text shown on each side of a control character in the message. */
const CONTEXT_BYTES = 40;

/** Byte offsets of every control character but tab, LF and CR (a UTF-8 sequence never holds a byte below 0x80). */
export function controlByteOffsets(bytes: Uint8Array): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] < 0x20 && ![0x09, 0x0a, 0x0d].includes(bytes[i])) offsets.push(i);
  return offsets;
}

/** The text around offset, its ends moved off the middle of a UTF-8 character. */
function contextAround(bytes: Buffer, offset: number): string {
  const isContinuation = (i: number) => i > 0 && i < bytes.length && (bytes[i] & 0xc0) === 0x80;
  let start = Math.max(0, offset - CONTEXT_BYTES);
  let end = Math.min(bytes.length, offset + 1 + CONTEXT_BYTES);
  while (isContinuation(start)) start++;
  while (isContinuation(end)) end--;
  return JSON.stringify(bytes.subarray(start, end).toString("utf8"));
}

/**
 * Every text file of publicDir read (relative to it; compressed ones decompressed), and a line for each
 * that holds a control character: `es/privacypolicy/index.html: byte 36917 is U+0000 NUL in "La atenci\u0000ón…"`.
 */
export function scanControlBytes(publicDir: string): { files: string[]; findings: string[] } {
  const files = listFiles(publicDir, TEXT_FILES);
  const findings: string[] = [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(publicDir, file));
    const compressed = /\.(gz|br)$/.test(file);
    const bytes = file.endsWith(".gz") ? zlib.gunzipSync(raw) : compressed ? zlib.brotliDecompressSync(raw) : raw;
    const offsets = controlByteOffsets(bytes);
    if (offsets.length === 0) continue;
    const [offset] = offsets;
    const code = `U+${bytes[offset].toString(16).toUpperCase().padStart(4, "0")} ${C0_NAMES.split(" ")[bytes[offset]]}`;
    const more = offsets.length > 1 ? ` (${offsets.length} control characters in the file)` : "";
    findings.push(
      `${file}: byte ${offset}${compressed ? " of the decompressed text" : ""} is ${code} in ${contextAround(bytes, offset)}${more}`,
    );
  }
  return { files, findings };
}

/** Throws, naming each file, offset and text around it, when a text file of publicDir holds a control character; returns how many files were read. */
export function assertNoControlBytes(publicDir: string): number {
  const { files, findings } = scanControlBytes(publicDir);
  if (findings.length === 0) return files.length;
  const count = findings.length === 1 ? "1 file" : `${findings.length} files`;
  throw new Error(
    `Control characters in ${count} under ${publicDir} (text may hold only tab, line feed and carriage return):\n  ${findings.join("\n  ")}`,
  );
}
