/** @jest-environment node */
// React's streaming server renderer, which writes every built page, sends exactly the markup's bytes when two- and three-byte
// characters fall on its 2,048-byte buffer boundary, with no NUL or other control byte added (patches/react-dom+18.3.1.patch); in
// the production build (Gatsby's) and the development one (tests and `gatsby develop`).
import path from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import React from "react";
import { controlByteOffsets } from "../../plugins/gatsby-plugin-site-postbuild/controlBytes";

type Server = Pick<typeof import("react-dom/server"), "renderToPipeableStream" | "renderToString">;

const REACT_DOM = path.dirname(require.resolve("react-dom/package.json"));
const BUILDS = ["development", "production.min"].map((build) => ({
  build,
  streaming: jest.requireActual<Server>(path.join(REACT_DOM, "cjs", `react-dom-server.node.${build}.js`)),
  legacy: jest.requireActual<Server>(path.join(REACT_DOM, "cjs", `react-dom-server-legacy.node.${build}.js`)),
}));

/** Two- and three-byte characters throughout, as in the site's Spanish pages. */
const PARAGRAPH = "La atención — ¿le da miedo ir al dentista? — ¡Díganoslo! — la extracción, las encías — el niño pequeño.";

/** A heading whose length varies, then the paragraph sixty times (about 6,500 bytes). */
const page = (headingLength: number) => (
  <main lang="es-US">
    <h1>{"Atención dental en español — sin prisas ni sorpresas. ".repeat(4).slice(0, headingLength)}</h1>
    {Array.from({ length: 60 }, (_, index) => (
      <p key={index}>{PARAGRAPH}</p>
    ))}
  </main>
);

/** The bytes renderToPipeableStream sends once everything is ready, as Gatsby collects them. */
const streamedBytes = (server: Server, element: React.ReactElement) =>
  new Promise<Buffer>((resolve, reject) => {
    const sink = new PassThrough();
    buffer(sink).then(resolve, reject);
    const { pipe } = server.renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });

const LENGTHS = Array.from({ length: 160 }, (_, i) => i);
/** A byte that continues a multi-byte UTF-8 character (10xxxxxx). */
const isContinuation = (byte: number | undefined) => byte !== undefined && (byte & 0xc0) === 0x80;

describe.each(BUILDS)("the $build server renderer", ({ streaming, legacy }) => {
  it("is given heading lengths that put a two- and a three-byte character across its first 2,048-byte buffer boundary", () => {
    const straddling = LENGTHS.map((length) => Buffer.from(legacy.renderToString(page(length)), "utf8")).filter((bytes) =>
      isContinuation(bytes[2048]),
    );
    // a character that starts on the last byte before the boundary
    expect(straddling.some((bytes) => !isContinuation(bytes[2047]))).toBe(true);
    // a three-byte character with two of its bytes before the boundary
    expect(straddling.some((bytes) => isContinuation(bytes[2047]) && bytes[2046] >= 0xe0)).toBe(true);
  });

  it("streams exactly the markup renderToString gives, with no control byte, at every heading length", async () => {
    const wrong: string[] = [];
    for (const length of LENGTHS) {
      const expected = Buffer.from(legacy.renderToString(page(length)), "utf8");
      const streamed = await streamedBytes(streaming, page(length));
      const stray = controlByteOffsets(streamed);
      if (stray.length > 0 || !streamed.equals(expected))
        wrong.push(
          `heading of ${length}: control bytes at ${stray.join(", ") || "none"}, ${streamed.length} bytes for ${expected.length}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});
