/**
 * @jest-environment node
 *
 * React's streaming server renderer, which writes every built page, sends exactly the bytes of the
 * markup: long Spanish text whose accented letters and dashes fall on the renderer's 2,048-byte
 * buffer boundary at one length or another comes out byte for byte as renderToString gives it, with
 * no NUL or other control byte added (patches/react-dom+18.3.1.patch). Both builds of the renderer
 * are run: Gatsby's build uses the production one, tests and `gatsby develop` the development one.
 */
import path from "node:path";
import { Writable } from "node:stream";
import React from "react";
import { controlByteOffsets } from "../../plugins/gatsby-plugin-site-postbuild/controlBytes";

type ReactElement = React.ReactElement;
type StreamingServer = Pick<typeof import("react-dom/server"), "renderToPipeableStream">;
type LegacyServer = Pick<typeof import("react-dom/server"), "renderToString">;

const REACT_DOM = path.dirname(require.resolve("react-dom/package.json"));
const load = <T extends object>(file: string): T => jest.requireActual<T>(path.join(REACT_DOM, "cjs", file));

const BUILDS = ["development", "production.min"].map((build) => ({
  build,
  streaming: load<StreamingServer>(`react-dom-server.node.${build}.js`),
  legacy: load<LegacyServer>(`react-dom-server-legacy.node.${build}.js`),
}));

/** Two- and three-byte characters throughout, as in the site's Spanish pages (á é í ó ú ñ ü ¿ ¡ and the dash). */
const PARAGRAPHS = [
  "La atención comienza cuando usted nos llama: le explicamos cada opción, qué cubre su seguro y cuánto durará el tratamiento — sin sorpresas.",
  "¿Le da miedo ir al dentista? ¡Díganoslo! Trabajamos despacio, con anestesia local, y usted puede pedir una pausa en cualquier momento.",
  "La extracción de dientes, la limpieza profunda y el cuidado de las encías se planifican según su salud general y sus medicamentos.",
  "Los niños pequeños también son bienvenidos; la higiene diaria, el cepillado y el hilo dental evitan la mayoría de los problemas.",
  "Después de la cirugía, siga las indicaciones por escrito: compresas frías, alimentos blandos y ningún esfuerzo durante dos días.",
  "Si nota hinchazón, fiebre o un sangrado que no cede, llámenos enseguida; en una emergencia que ponga en peligro la vida, llame al 911.",
];

/** A page-like tree: a heading whose length varies, then the paragraphs ten times over (about 9,000 bytes). */
function page(headingLength: number): ReactElement {
  const heading = "Atención dental en español para toda la familia, sin prisas ni sorpresas. ".repeat(3).slice(0, headingLength);
  return (
    <main lang="es-US">
      <h1>{heading}</h1>
      {Array.from({ length: 10 }, (_, round) => (
        <section key={round}>
          {PARAGRAPHS.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </main>
  );
}

/** The bytes renderToPipeableStream sends once everything is ready, as Gatsby collects them. */
function streamedBytes(server: StreamingServer, element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = server.renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

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
      const element = page(length);
      const expected = Buffer.from(legacy.renderToString(element), "utf8");
      const streamed = await streamedBytes(streaming, element);
      const stray = controlByteOffsets(streamed);
      if (stray.length > 0 || !streamed.equals(expected)) {
        wrong.push(
          `heading of ${length} characters: control bytes at ${stray.join(", ") || "none"}, ${streamed.length} bytes for ${expected.length}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
