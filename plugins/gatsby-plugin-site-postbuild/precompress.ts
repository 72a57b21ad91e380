/** A `.gz` (level 9) and a `.br` (quality 11) beside every text file, for servers to send as they are; stale ones removed first. */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { listFiles } from "../../hosting/pageFiles";

/** The text files (images, video and fonts are compressed already). */
export const COMPRESSIBLE = "**/*.{html,js,mjs,css,json,svg,txt,xml,webmanifest}";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes file.gz and file.br beside each text file of publicDir, each only when smaller than the file. */
export async function precompressFolder(publicDir: string) {
  for (const stale of listFiles(publicDir, "**/*.{gz,br}")) fs.rmSync(path.join(publicDir, stale));
  const result = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  // All at once: reading and compressing run on libuv's thread pool, which bounds how many at a time.
  await Promise.all(
    listFiles(publicDir, COMPRESSIBLE).map(async (file) => {
      const full = path.join(publicDir, file);
      const source = await fs.promises.readFile(full);
      const [gz, br] = await Promise.all([
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ]);
      result.files += 1;
      result.bytes += source.length;
      result.gzipBytes += Math.min(gz.length, source.length);
      result.brotliBytes += Math.min(br.length, source.length);
      if (gz.length < source.length) await fs.promises.writeFile(`${full}.gz`, gz);
      if (br.length < source.length) await fs.promises.writeFile(`${full}.br`, br);
    }),
  );
  return result;
}
