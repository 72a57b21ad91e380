import { C, r2 } from "../svg";

// Home hero (1280×720): slow soft shapes in deep teal tones, dark enough for white text everywhere.

export const HERO = { width: 1280, height: 720, fps: 24, seconds: 10 };

export function heroFrame(t: number) {
  const TAU = Math.PI * 2;
  const blobs = [
    { x: 260, y: 220, r: 420, ax: 90, ay: 50, f: 1, p: 0.0, c: C.teal, o: 0.36 },
    { x: 1020, y: 160, r: 380, ax: 70, ay: 60, f: 1, p: 0.35, c: "#1a9a9a", o: 0.32 },
    { x: 900, y: 600, r: 460, ax: 110, ay: 40, f: 1, p: 0.6, c: C.teal, o: 0.3 },
    { x: 420, y: 640, r: 360, ax: 80, ay: 50, f: 2, p: 0.2, c: "#0e7480", o: 0.5 },
    { x: 700, y: 330, r: 300, ax: 120, ay: 70, f: 1, p: 0.8, c: C.mint, o: 0.06 },
    { x: 1140, y: 420, r: 240, ax: 60, ay: 80, f: 2, p: 0.5, c: C.coral, o: 0.13 },
  ];
  let defs = "";
  let shapes = "";
  blobs.forEach((b, i) => {
    const a = TAU * (b.f * t + b.p);
    const x = b.x + b.ax * Math.cos(a);
    const y = b.y + b.ay * Math.sin(a);
    const rr = b.r * (1 + 0.06 * Math.sin(a * 1 + i));
    defs += `<radialGradient id="hb${i}"><stop offset="0" stop-color="${b.c}" stop-opacity="${b.o}"/><stop offset=".55" stop-color="${b.c}" stop-opacity="${r2(b.o * 0.45)}"/><stop offset="1" stop-color="${b.c}" stop-opacity="0"/></radialGradient>`;
    shapes += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(rr)}" fill="url(#hb${i})"/>`;
  });
  // Two wide ribbons drifting across, each a stack of faint strokes so its edges fade out softly; their
  // phases complete whole cycles per loop.
  let ribbons = "";
  for (let j = 0; j < 2; j++) {
    const ph = TAU * (t + j * 0.5);
    const y0 = 470 + j * 90;
    const amp = 60 + 20 * Math.sin(ph);
    const d = `M -160 ${r2(y0 + amp * Math.sin(ph))} C 300 ${r2(y0 - amp * 1.6 * Math.cos(ph))}, 800 ${r2(y0 + amp * 1.8 * Math.sin(ph + 1))}, 1440 ${r2(y0 - amp * Math.cos(ph + 2))}`;
    const widest = j ? 120 : 180;
    for (let k = 1; k <= 6; k++)
      ribbons += `<path d="${d}" fill="none" stroke="${C.mint}" stroke-opacity="${j ? 0.008 : 0.01}" stroke-width="${r2((widest * k) / 6)}" stroke-linecap="round"/>`;
  }
  // Two faint rings turning slowly about off-centre points.
  const rings = [
    [930, 300, 230, 0.25],
    [330, 520, 170, 0.7],
  ]
    .map(([x, y, rad, p], i) => {
      const a = TAU * (t + p);
      return `<circle cx="${r2(x + 40 * Math.cos(a))}" cy="${r2(y + 30 * Math.sin(a))}" r="${rad}" fill="none" stroke="${C.mint}" stroke-opacity="${i ? 0.05 : 0.06}" stroke-width="3"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO.width}" height="${HERO.height}" viewBox="0 0 ${HERO.width} ${HERO.height}"><defs>
<linearGradient id="hbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06363f"/><stop offset=".55" stop-color="${C.deep}"/><stop offset="1" stop-color="#0a4f5b"/></linearGradient>${defs}</defs>
<rect width="${HERO.width}" height="${HERO.height}" fill="url(#hbg)"/>${shapes}${ribbons}${rings}</svg>`;
}
