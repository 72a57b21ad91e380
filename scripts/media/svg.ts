/** The site's palette, the canvas (W×H) and the SVG primitives the moving pictures are drawn with. */
export const C = {
  deep: "#0b5d6b",
  teal: "#138a8f",
  mint: "#cfeee9",
  sand: "#f6efe6",
  ivory: "#fffaf3",
  coral: "#e0795b",
  ink: "#16313a",
  // Tints derived from the palette for anatomy and materials.
  gumDeep: "#df8a78",
  boneDeep: "#e0cba5",
  cavity: "#c9a77c",
  mintDeep: "#a6dcd4",
};

export const W = 1200;
export const H = 800;

/** Rounds for compact, stable SVG numbers (animated values would otherwise differ in the 15th digit). */
export const r2 = (v: number) => Math.round(v * 100) / 100;

/** Small seeded PRNG (mulberry32) for textures, so every run draws the same dots. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Unique ids within one SVG document (counted from 1 in each, so output is stable). */
let idCounter = 0;
export const uid = (p: string): string => `${p}${++idCounter}`;

export const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
/** 0 until a, eases to 1 by b, stays 1 until c, eases back to 0 by d: a periodic-friendly pulse over t∈[0,1). */
export const pulse = (t: number, a: number, b: number, c: number, d: number) =>
  smooth((t - a) / (b - a)) * (1 - smooth((t - c) / (d - c)));
export const lerp = (a: number, b: number, k: number) => a + (b - a) * k;

const DEFS = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ivory}"/><stop offset="1" stop-color="${C.sand}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${C.mint}"/><stop offset=".62" stop-color="${C.mint}" stop-opacity=".75"/><stop offset="1" stop-color="${C.mint}" stop-opacity="0"/></radialGradient>
<linearGradient id="enamel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".55" stop-color="#fdfaf4"/><stop offset="1" stop-color="#ece2d1"/></linearGradient>
<linearGradient id="gum" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5b6a7"/><stop offset="1" stop-color="${C.gumDeep}"/></linearGradient>
<linearGradient id="gumUp" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f5b6a7"/><stop offset="1" stop-color="${C.gumDeep}"/></linearGradient>
<linearGradient id="bone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6ead5"/><stop offset="1" stop-color="${C.boneDeep}"/></linearGradient>
<linearGradient id="boneUp" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f6ead5"/><stop offset="1" stop-color="${C.boneDeep}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6f8b92"/><stop offset=".38" stop-color="#c9d8db"/><stop offset=".5" stop-color="#eef5f6"/><stop offset=".78" stop-color="#93abb0"/><stop offset="1" stop-color="#6a858c"/></linearGradient>
<linearGradient id="mintG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f7f4"/><stop offset="1" stop-color="${C.mint}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="${C.ink}" stop-opacity=".2"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowMint"><stop offset="0" stop-color="#ffffff" stop-opacity=".95"/><stop offset=".4" stop-color="${C.mint}" stop-opacity=".7"/><stop offset="1" stop-color="${C.mint}" stop-opacity="0"/></radialGradient>
</defs>`;

/** A complete SVG document: `draw()` in the W×H coordinate space, output at outW×outH. */
export function svgDoc(draw: () => string, outW: number, outH: number): string {
  idCounter = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}">${DEFS}${draw()}</svg>`;
}

/** Places a group drawn in local coordinates; its outlines keep one weight (4 px) whatever the scale. */
export function place(x: number, y: number, s: number, body: string, { flipY = false, flipX = false } = {}) {
  return `<g transform="translate(${r2(x)} ${r2(y)}) scale(${r2(flipX ? -s : s)} ${r2(flipY ? -s : s)})" stroke="${C.ink}" stroke-width="${r2(4 / s)}" stroke-linejoin="round" stroke-linecap="round">${body}</g>`;
}

type Backdrop = { cy: number; r: number; seed: number; shadow?: Parameters<typeof groundShadow> };
/** The shared backdrop: a warm paper gradient, a mint halo behind the subject, quiet accents, and `shadow` under it. */
export function backdrop({ cy, r, seed, shadow }: Backdrop) {
  const rand = rng(seed);
  let deco = "";
  // Accents live near the corners so they never crowd the subject.
  [
    [0.09, 0.16],
    [0.9, 0.13],
    [0.08, 0.86],
    [0.92, 0.84],
  ].forEach(([fx, fy], i) => {
    const x = fx * W + (rand() - 0.5) * 40;
    const y = fy * H + (rand() - 0.5) * 40;
    if (i % 2 === 0)
      deco += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(18 + rand() * 14)}" fill="none" stroke="${C.teal}" stroke-opacity=".22" stroke-width="4"/>`;
    else deco += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(8 + rand() * 6)}" fill="${C.coral}" fill-opacity=".35"/>`;
    deco += `<circle cx="${r2(x + 46 * (rand() - 0.5))}" cy="${r2(y + 60 * (rand() - 0.5))}" r="5" fill="${C.teal}" fill-opacity=".25"/>`;
  });
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${r2(W / 2)}" cy="${r2(cy)}" r="${r}" fill="url(#halo)"/>${deco}${shadow ? groundShadow(...shadow) : ""}`;
}

export const groundShadow = (cx: number, cy: number, rx: number, ry = rx * 0.12) =>
  `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="url(#shadow)"/>`;

export function sparkle(x: number, y: number, r: number, color: string, opacity = 1) {
  const k = r * 0.2;
  return `<path d="M ${r2(x)} ${r2(y - r)} Q ${r2(x + k)} ${r2(y - k)} ${r2(x + r)} ${r2(y)} Q ${r2(x + k)} ${r2(y + k)} ${r2(x)} ${r2(y + r)} Q ${r2(x - k)} ${r2(y + k)} ${r2(x - r)} ${r2(y)} Q ${r2(x - k)} ${r2(y - k)} ${r2(x)} ${r2(y - r)} Z" fill="${color}" fill-opacity="${r2(opacity)}" stroke="none"/>`;
}

/** A gentle dotted arrow along a quadratic curve, with a rounded head. */
export function arrow(x1: number, y1: number, qx: number, qy: number, x2: number, y2: number, color: string, opacity: number) {
  const a = Math.atan2(y2 - qy, x2 - qx);
  // One side of the head: 26 long, turned half a radian from the curve's end.
  const side = (turn: number) => `${r2(x2 - 26 * Math.cos(a + turn))} ${r2(y2 - 26 * Math.sin(a + turn))}`;
  return `<g opacity="${r2(opacity)}" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><path d="M ${r2(x1)} ${r2(y1)} Q ${r2(qx)} ${r2(qy)} ${r2(x2)} ${r2(y2)}" stroke-dasharray="1 16"/><path d="M ${side(-0.5)} L ${r2(x2)} ${r2(y2)} L ${side(0.5)}"/></g>`;
}
