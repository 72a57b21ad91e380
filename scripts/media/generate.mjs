#!/usr/bin/env node
// Generates the site's placeholder artwork: flat vector illustrations composed as SVG in code, rasterised
// with sharp, and short looping clips encoded with ffmpeg. Deterministic: the same script writes
// byte-identical images on every run (videos too, given the same ffmpeg build).
//
//   node scripts/media/generate.mjs                 everything
//   node scripts/media/generate.mjs --only=crowns,logo   only jobs whose name contains one of the words
//   node scripts/media/generate.mjs --skip-video    images, posters and logo only (no ffmpeg needed)
//   node scripts/media/generate.mjs --list          list the jobs
//
// See scripts/media/README.md for replacing any file with a real photo.

import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FFMPEG = process.env.FFMPEG || "ffmpeg";

// ---------------------------------------------------------------------------------------------------
// Palette and shared drawing vocabulary
// ---------------------------------------------------------------------------------------------------

const C = {
  deep: "#0b5d6b",
  teal: "#138a8f",
  mint: "#cfeee9",
  sand: "#f6efe6",
  ivory: "#fffaf3",
  coral: "#e0795b",
  ink: "#16313a",
  // Tints derived from the palette for anatomy and materials.
  gum: "#f0a797",
  gumDeep: "#df8a78",
  bone: "#f2e4ca",
  boneDeep: "#e0cba5",
  dentin: "#f5e2c2",
  cavity: "#c9a77c",
  metal: "#9fb4b8",
  mintDeep: "#a6dcd4",
  wood: "#e8d5b9",
};

const W = 1200;
const H = 800;
const INK = C.ink;

/** Rounds for compact, stable SVG numbers (animated values would otherwise differ in the 15th digit). */
const r2 = (v) => Math.round(v * 100) / 100;

/** Small seeded PRNG (mulberry32) for textures, so every run draws the same dots. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Unique ids within one SVG document (reset per document, so output is stable). */
let idCounter = 0;
const uid = (p) => `${p}${++idCounter}`;

const smooth = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
/** 0 until a, eases to 1 by b, stays 1 until c, eases back to 0 by d: a periodic-friendly pulse over t∈[0,1). */
const pulse = (t, a, b, c, d) => smooth((t - a) / (b - a)) * (1 - smooth((t - c) / (d - c)));
const lerp = (a, b, k) => a + (b - a) * k;

const DEFS = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ivory}"/><stop offset="1" stop-color="${C.sand}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${C.mint}"/><stop offset=".62" stop-color="${C.mint}" stop-opacity=".75"/><stop offset="1" stop-color="${C.mint}" stop-opacity="0"/></radialGradient>
<linearGradient id="enamel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".55" stop-color="#fdfaf4"/><stop offset="1" stop-color="#ece2d1"/></linearGradient>
<linearGradient id="gum" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5b6a7"/><stop offset="1" stop-color="${C.gumDeep}"/></linearGradient>
<linearGradient id="gumUp" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f5b6a7"/><stop offset="1" stop-color="${C.gumDeep}"/></linearGradient>
<linearGradient id="bone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6ead5"/><stop offset="1" stop-color="${C.boneDeep}"/></linearGradient>
<linearGradient id="boneUp" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f6ead5"/><stop offset="1" stop-color="${C.boneDeep}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6f8b92"/><stop offset=".38" stop-color="#c9d8db"/><stop offset=".5" stop-color="#eef5f6"/><stop offset=".78" stop-color="#93abb0"/><stop offset="1" stop-color="#6a858c"/></linearGradient>
<linearGradient id="metalOld" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8f8f88"/><stop offset=".45" stop-color="#c9c6bd"/><stop offset="1" stop-color="#85837c"/></linearGradient>
<linearGradient id="tealG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.deep}"/></linearGradient>
<linearGradient id="tealSoft" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3fa7a8"/><stop offset="1" stop-color="${C.teal}"/></linearGradient>
<linearGradient id="mintG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f7f4"/><stop offset="1" stop-color="${C.mint}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#123f49"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ivory}"/><stop offset="1" stop-color="#f8f0e4"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe2cf"/><stop offset="1" stop-color="#e6d5bc"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6f6f3"/><stop offset=".5" stop-color="${C.mint}"/><stop offset="1" stop-color="#9fd3cb"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="${INK}" stop-opacity=".2"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowCoral"><stop offset="0" stop-color="#fff3ea"/><stop offset=".25" stop-color="${C.coral}" stop-opacity=".85"/><stop offset="1" stop-color="${C.coral}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowMint"><stop offset="0" stop-color="#ffffff" stop-opacity=".95"/><stop offset=".4" stop-color="${C.mint}" stop-opacity=".7"/><stop offset="1" stop-color="${C.mint}" stop-opacity="0"/></radialGradient>
</defs>`;

/** A complete SVG document; the scene is drawn in a w×h coordinate space and output at outW×outH. */
function svgDoc(body, { w = W, h = H, outW = w, outH = h } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;
}

/**
 * Places a group drawn in local coordinates. Outlines keep the same visual weight (`sw` px) whatever
 * the scale, so every illustration shares one line weight.
 */
function place(x, y, s, body, { rot = 0, flipY = false, flipX = false, sw = 4, opacity = 1 } = {}) {
  const sx = flipX ? -s : s;
  const sy = flipY ? -s : s;
  const rotate = rot ? ` rotate(${r2(rot)})` : "";
  const op = opacity < 1 ? ` opacity="${r2(opacity)}"` : "";
  return `<g transform="translate(${r2(x)} ${r2(y)})${rotate} scale(${r2(sx)} ${r2(sy)})" stroke="${INK}" stroke-width="${r2(sw / s)}" stroke-linejoin="round" stroke-linecap="round"${op}>${body}</g>`;
}

/** The shared backdrop: warm paper gradient, a soft mint halo behind the subject, a few quiet accents. */
function backdrop({ cx = W / 2, cy = H * 0.52, r = 370, seed = 7, w = W, h = H } = {}) {
  const rand = rng(seed);
  let deco = "";
  // Accents live near the corners so they never crowd the subject.
  const spots = [
    [0.09, 0.16],
    [0.9, 0.13],
    [0.08, 0.86],
    [0.92, 0.84],
  ];
  spots.forEach(([fx, fy], i) => {
    const x = fx * w + (rand() - 0.5) * 40;
    const y = fy * h + (rand() - 0.5) * 40;
    if (i % 2 === 0)
      deco += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(18 + rand() * 14)}" fill="none" stroke="${C.teal}" stroke-opacity=".22" stroke-width="4"/>`;
    else deco += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(8 + rand() * 6)}" fill="${C.coral}" fill-opacity=".35"/>`;
    deco += `<circle cx="${r2(x + 46 * (rand() - 0.5))}" cy="${r2(y + 60 * (rand() - 0.5))}" r="5" fill="${C.teal}" fill-opacity=".25"/>`;
  });
  return `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r}" fill="url(#halo)"/>${deco}`;
}

const groundShadow = (cx, cy, rx, ry = rx * 0.12) =>
  `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="url(#shadow)"/>`;

/** A four-point sparkle. */
function sparkle(x, y, r, color = C.teal, opacity = 1) {
  const k = r * 0.2;
  return `<path d="M ${r2(x)} ${r2(y - r)} Q ${r2(x + k)} ${r2(y - k)} ${r2(x + r)} ${r2(y)} Q ${r2(x + k)} ${r2(y + k)} ${r2(x)} ${r2(y + r)} Q ${r2(x - k)} ${r2(y + k)} ${r2(x - r)} ${r2(y)} Q ${r2(x - k)} ${r2(y - k)} ${r2(x)} ${r2(y - r)} Z" fill="${color}" fill-opacity="${r2(opacity)}" stroke="none"/>`;
}

/** A gentle dotted arrow along a quadratic curve, with a rounded head. */
function arrow(x1, y1, qx, qy, x2, y2, color = C.coral, opacity = 1) {
  const a = Math.atan2(y2 - qy, x2 - qx);
  const L = 26;
  const hx1 = x2 - L * Math.cos(a - 0.5);
  const hy1 = y2 - L * Math.sin(a - 0.5);
  const hx2 = x2 - L * Math.cos(a + 0.5);
  const hy2 = y2 - L * Math.sin(a + 0.5);
  return `<g opacity="${r2(opacity)}" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><path d="M ${r2(x1)} ${r2(y1)} Q ${r2(qx)} ${r2(qy)} ${r2(x2)} ${r2(y2)}" stroke-dasharray="1 16"/><path d="M ${r2(hx1)} ${r2(hy1)} L ${r2(x2)} ${r2(y2)} L ${r2(hx2)} ${r2(hy2)}"/></g>`;
}

// --- Teeth (side view, crown up, local box x 20..220, y 0..405; the neck sits at y≈180) -------------

const ROOTS =
  "C 200 250, 195 330, 176 385 C 167 405, 146 402, 143 382 C 138 322, 132 272, 120 247 C 108 272, 102 322, 97 382 C 94 402, 73 405, 64 385 C 45 330, 40 250, 35 180";
const MOLAR_D = `M 20 60 C 20 20, 60 0, 86 18 C 105 31, 135 31, 154 18 C 180 0, 220 20, 220 60 C 220 110, 212 150, 205 180 ${ROOTS} C 28 150, 20 110, 20 60 Z`;
/** A tooth prepared for a crown: a smooth, tapered stub on the same roots. */
const PREP_D = `M 60 104 C 62 82, 86 72, 120 72 C 154 72, 178 82, 180 104 L 205 180 ${ROOTS} L 60 104 Z`;
/** A crown: the molar's visible part, with a gently curved lower margin. */
const CROWN_D =
  "M 20 60 C 20 20, 60 0, 86 18 C 105 31, 135 31, 154 18 C 180 0, 220 20, 220 60 C 220 110, 212 150, 205 180 C 160 192, 80 192, 35 180 C 28 150, 20 110, 20 60 Z";
/** The hollow underside of a crown (seen while it hovers above the prepared tooth). */
const CROWN_INNER_D = "M 58 184 L 63 110 C 65 94, 88 88, 120 88 C 152 88, 175 94, 177 110 L 182 184 C 150 190, 90 190, 58 184 Z";
const MOLAR_SHINE = `<path d="M 44 70 C 42 48, 52 34, 68 30" fill="none" stroke="#ffffff" stroke-width="11" stroke-linecap="round"/>`;

function molar({ fill = "url(#enamel)", shine = true } = {}) {
  return `<path d="${MOLAR_D}" fill="${fill}"/>${shine ? MOLAR_SHINE : ""}`;
}
/** Molar centred on cx with its crown top at y. */
const molarAt = (cx, y, s, opts = {}) => place(cx - 120 * s, y, s, molar(opts), opts);

/** Front (labial) view of an upper front tooth: cervical edge at y=0 (under the gum), incisal edge at h. */
function frontToothD(w, h, tip = 0) {
  const r = Math.min(w * 0.3, 28);
  const tipPart = tip
    ? `Q ${r2(w * 0.64)} ${r2(h + tip)} ${r2(w / 2)} ${r2(h + tip)} Q ${r2(w * 0.36)} ${r2(h + tip)} ${r2(r)} ${r2(h + tip * 0.25)}`
    : `L ${r2(r)} ${r2(h)}`;
  return `M ${r2(w * 0.1)} -30 L ${r2(w * 0.9)} -30 C ${r2(w * 0.97)} ${r2(h * 0.3)}, ${r2(w)} ${r2(h * 0.55)}, ${r2(w)} ${r2(h - r)} C ${r2(w)} ${r2(h - r * 0.3)}, ${r2(w - r * 0.35)} ${r2(h + tip * 0.25)}, ${r2(w - r)} ${r2(h + tip * 0.25)} ${tipPart} C ${r2(r * 0.35)} ${r2(h + tip * 0.25)}, 0 ${r2(h - r * 0.3)}, 0 ${r2(h - r)} C 0 ${r2(h * 0.55)}, ${r2(w * 0.03)} ${r2(h * 0.3)}, ${r2(w * 0.1)} -30 Z`;
}

/** Upper front teeth, left to right, with apparent widths shrinking away from the midline. */
const FRONT_SET = [
  { w: 50, h: 112, tip: 8, z: 6 }, // premolar
  { w: 66, h: 138, tip: 16, z: -4 }, // canine
  { w: 80, h: 126, tip: 0, z: 10 }, // lateral incisor
  { w: 104, h: 150, tip: 0, z: 0 }, // central incisor
  { w: 104, h: 150, tip: 0, z: 0 },
  { w: 80, h: 126, tip: 0, z: 10 },
  { w: 66, h: 138, tip: 16, z: -4 },
  { w: 50, h: 112, tip: 8, z: 6 },
];

/** Lays out a row of front teeth centred on cx; returns positions (x, zenith y, width, incisal y). */
function frontRow(cx, gumY, set = FRONT_SET, gap = 5, scale = 1) {
  const total = set.reduce((s, t) => s + t.w * scale, 0) + gap * (set.length - 1);
  let x = cx - total / 2;
  return set.map((t) => {
    const p = { ...t, x, w: t.w * scale, h: t.h * scale, tip: t.tip * scale, zy: gumY + t.z * scale };
    x += t.w * scale + gap;
    return p;
  });
}

function frontTeeth(row, { fill = "url(#enamel)", shine = true } = {}) {
  return row
    .map((t) =>
      place(
        t.x,
        t.zy,
        1,
        `<path d="${frontToothD(t.w, t.h, t.tip)}" fill="${fill}"/>` +
          (shine && t.w > 60
            ? `<path d="M ${r2(t.w * 0.22)} ${r2(t.h * 0.25)} C ${r2(t.w * 0.18)} ${r2(t.h * 0.5)}, ${r2(t.w * 0.2)} ${r2(t.h * 0.7)}, ${r2(t.w * 0.26)} ${r2(t.h * 0.82)}" fill="none" stroke="#fff" stroke-width="8"/>`
            : ""),
      ),
    )
    .join("");
}

/**
 * The gum over a row of upper front teeth: a band whose lower edge arches over each tooth (its zenith)
 * and dips into a papilla between teeth. `lift` raises every zenith (crown lengthening).
 */
function upperGum(row, { top = 120, lift = 0, papilla = 44, x0 = 40, x1 = W - 40 } = {}) {
  const pts = [];
  row.forEach((t, i) => {
    const left = i === 0 ? t.x - 30 : (row[i - 1].x + row[i - 1].w + t.x) / 2;
    const pyL = (i === 0 ? t.zy : (row[i - 1].zy + t.zy) / 2) + papilla;
    pts.push({ x: left, y: pyL, zx: t.x + t.w / 2, zy: t.zy - lift });
  });
  const last = row[row.length - 1];
  const endX = last.x + last.w + 30;
  const endY = last.zy + papilla;
  const mid = (x0 + x1) / 2;
  let d = `M ${x0} ${top + 46} Q ${x0} ${top} ${x0 + 46} ${top} Q ${mid} ${top - 22} ${x1 - 46} ${top} Q ${x1} ${top} ${x1} ${top + 46} L ${x1} ${r2(endY - 24)} Q ${x1} ${r2(endY)} ${r2(x1 - 24)} ${r2(endY)} L ${r2(endX)} ${r2(endY)}`;
  // Walk right to left along the scalloped lower edge.
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    const nextY = i === pts.length - 1 ? endY : pts[i + 1].y;
    const cy = 2 * p.zy - (p.y + nextY) / 2;
    d += ` Q ${r2(p.zx)} ${r2(cy)} ${r2(p.x)} ${r2(p.y)}`;
  }
  d += ` L ${r2(x0 + 24)} ${r2(pts[0].y)} Q ${x0} ${r2(pts[0].y)} ${x0} ${r2(pts[0].y - 24)} Z`;
  return `<path d="${d}" fill="url(#gumUp)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`;
}

// --- Jaw, gum and bone (side view) ------------------------------------------------------------------

function boneBlock(x, y, w, h, { seed = 3, up = false, rx = 46, density = 1 } = {}) {
  const id = uid("bclip");
  const rand = rng(seed);
  let dots = "";
  const n = Math.round(((w * h) / 5200) * density);
  for (let i = 0; i < n; i++) {
    const cx = x + rand() * w;
    const cy = y + rand() * h;
    const rr = 3 + rand() * 8;
    dots += `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rr * 1.3)}" ry="${r2(rr)}" fill="${C.boneDeep}" fill-opacity=".55"/>`;
  }
  return `<clipPath id="${id}"><rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${rx}"/></clipPath>
<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${rx}" fill="url(#${up ? "boneUp" : "bone"})" stroke="${INK}" stroke-width="4"/>
<g clip-path="url(#${id})" stroke="none">${dots}</g>`;
}

/** A gum band whose top edge rolls gently; drawn behind teeth in side views. */
function gumBand(x, y, w, h, { up = false, wave = 10, waves = 3 } = {}) {
  if (!up) {
    let d = `M ${r2(x)} ${r2(y + h)} L ${r2(x)} ${r2(y + 30)} Q ${r2(x)} ${r2(y)} ${r2(x + 40)} ${r2(y)}`;
    const seg = (w - 80) / waves;
    for (let i = 0; i < waves; i++) {
      d += ` Q ${r2(x + 40 + seg * (i + 0.5))} ${r2(y + (i % 2 ? wave : -wave))} ${r2(x + 40 + seg * (i + 1))} ${r2(y)}`;
    }
    d += ` Q ${r2(x + w)} ${r2(y)} ${r2(x + w)} ${r2(y + 30)} L ${r2(x + w)} ${r2(y + h)} Z`;
    return `<path d="${d}" fill="url(#gum)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`;
  }
  let d = `M ${r2(x)} ${r2(y)} L ${r2(x)} ${r2(y + h - 30)} Q ${r2(x)} ${r2(y + h)} ${r2(x + 40)} ${r2(y + h)}`;
  const seg = (w - 80) / waves;
  for (let i = 0; i < waves; i++) {
    d += ` Q ${r2(x + 40 + seg * (i + 0.5))} ${r2(y + h + (i % 2 ? -wave : wave))} ${r2(x + 40 + seg * (i + 1))} ${r2(y + h)}`;
  }
  d += ` Q ${r2(x + w)} ${r2(y + h)} ${r2(x + w)} ${r2(y + h - 30)} L ${r2(x + w)} ${r2(y)} Z`;
  return `<path d="${d}" fill="url(#gumUp)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`;
}

/** Lower jaw section: bone with gum on top. Teeth drawn afterwards sit over both. */
function lowerJaw({ x = 130, w = 940, gumY = 455, boneY = 500, bottom = 760, seed = 11 } = {}) {
  return boneBlock(x, boneY, w, bottom - boneY, { seed }) + gumBand(x - 10, gumY, w + 20, boneY - gumY + 36);
}

// --- Implants -----------------------------------------------------------------------------------------

/** A threaded implant post, top centre at (0,0), pointing down, `len` long. */
function implantD(len = 230, topW = 64, botW = 44, pitch = 22) {
  const hw = (y) => lerp(topW / 2, botW / 2, y / len);
  const right = [];
  const left = [];
  const collar = 22;
  for (let y = collar; y < len - 34; y += pitch) {
    right.push(`L ${r2(hw(y) + 7)} ${r2(y + pitch * 0.3)} L ${r2(hw(y))} ${r2(y + pitch * 0.75)}`);
    left.unshift(`L ${r2(-hw(y))} ${r2(y + pitch * 0.75)} L ${r2(-hw(y) - 7)} ${r2(y + pitch * 0.3)} L ${r2(-hw(y))} ${r2(y)}`);
  }
  const tipY = len;
  return `M ${r2(-topW / 2)} 0 L ${r2(topW / 2)} 0 L ${r2(hw(collar))} ${collar} ${right.join(" ")} L ${r2(hw(len - 30))} ${r2(len - 30)} Q ${r2(hw(len - 30))} ${r2(tipY)} 0 ${r2(tipY)} Q ${r2(-hw(len - 30))} ${r2(tipY)} ${r2(-hw(len - 30))} ${r2(len - 30)} ${left.join(" ")} L ${r2(-hw(collar))} ${collar} Z`;
}

function implantPost({ len = 230, fill = "url(#metal)", abutment = true } = {}) {
  const abut = abutment ? `<path d="M -24 0 L -18 -58 Q -17 -64 -10 -64 L 10 -64 Q 17 -64 18 -58 L 24 0 Z" fill="${fill}"/>` : "";
  return `${abut}<path d="${implantD(len)}" fill="${fill}"/><line x1="-26" y1="11" x2="26" y2="11" stroke-opacity=".35"/>`;
}

/** Implant with abutment at (x, gumTop), its crown resting on the gum (crown scale s). */
function implantWithCrown(x, gumY, { s = 0.95, len = 230, crown = true } = {}) {
  let out = place(x, gumY + 6, 1, implantPost({ len }));
  if (crown) out += place(x - 120 * s, gumY - 180 * s + 4, s, `<path d="${CROWN_D}" fill="url(#enamel)"/>${MOLAR_SHINE}`);
  return out;
}

// --- Furniture and equipment (room scenes, sedation) ------------------------------------------------

/** Dental chair seen from the side, facing left; (x, y) is the floor point under the column. */
function dentalChair(x, y, s = 1, { uph = C.teal, lamp = true } = {}) {
  const back = "M 60 -214 Q 110 -246 190 -236 L 392 -230 Q 430 -230 458 -262 L 548 -392";
  const body = `
<ellipse cx="0" cy="0" rx="230" ry="16" fill="url(#shadow)" stroke="none"/>
<path d="M -92 0 L -76 -54 L 76 -54 L 92 0 Z" fill="#ece4d7"/>
<rect x="-32" y="-168" width="64" height="118" rx="12" fill="#f7f2ea"/>
<path d="M -190 -196 L 150 -196 Q 160 -196 152 -184 L 136 -160 L -170 -160 Z" fill="#f7f2ea"/>
<g transform="translate(-330 0)">
<path d="${back}" fill="none" stroke="${INK}" stroke-width="76"/>
<path d="${back}" fill="none" stroke="${uph}" stroke-width="68"/>
<path d="M 70 -230 Q 112 -254 190 -246 L 392 -240 Q 424 -240 448 -268 L 530 -382" fill="none" stroke="#ffffff" stroke-opacity=".28" stroke-width="14"/>
<rect x="520" y="-470" width="70" height="112" rx="30" transform="rotate(34 555 -414)" fill="${uph}"/>
<rect x="360" y="-306" width="148" height="26" rx="13" fill="#f7f2ea"/>
<path d="M 420 -282 L 414 -246" stroke-width="10"/>
</g>`;
  const lampPart = lamp
    ? `<path d="M 150 -170 L 170 -560 Q 172 -600 130 -604 L 10 -612" fill="none" stroke="${INK}" stroke-width="22"/>
<path d="M 150 -170 L 170 -560 Q 172 -600 130 -604 L 10 -612" fill="none" stroke="#f7f2ea" stroke-width="14"/>
<path d="M -90 -586 L 60 -586 L 40 -630 Q 36 -640 24 -640 L -54 -640 Q -66 -640 -70 -630 Z" fill="#f7f2ea"/>
<path d="M -80 -580 L 50 -580 L 120 -330 L -210 -330 Z" fill="${C.mint}" fill-opacity=".35" stroke="none"/>
<rect x="-74" y="-592" width="118" height="12" rx="6" fill="${C.mint}"/>`
    : "";
  return place(x, y, s, lampPart + body);
}

function plant(x, y, s = 1, seed = 5) {
  const rand = rng(seed);
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 15 + (rand() - 0.5) * 10;
    const L = 120 + rand() * 80;
    const rad = (a * Math.PI) / 180;
    const ex = Math.cos(rad) * L;
    const ey = Math.sin(rad) * L - 40;
    const nx = -Math.sin(rad) * 26;
    const ny = Math.cos(rad) * 26;
    leaves += `<path d="M 0 -40 Q ${r2(ex / 2 + nx)} ${r2(ey / 2 - 20 + ny)} ${r2(ex)} ${r2(ey)} Q ${r2(ex / 2 - nx)} ${r2(ey / 2 - 20 - ny)} 0 -40 Z" fill="${i % 2 ? C.teal : "#2c9b93"}"/>`;
  }
  return place(
    x,
    y,
    s,
    `${leaves}<path d="M -52 -50 L 52 -50 L 40 40 Q 38 50 28 50 L -28 50 Q -38 50 -40 40 Z" fill="${C.coral}"/><path d="M -52 -50 L 52 -50" />`,
  );
}

function monitor(x, y, w, h, screenBody, { stand = true } = {}) {
  const standPart = stand
    ? `<rect x="${r2(x + w / 2 - 14)}" y="${r2(y + h)}" width="28" height="60" fill="#e6ded2" stroke="${INK}" stroke-width="4"/><rect x="${r2(x + w / 2 - 80)}" y="${r2(y + h + 56)}" width="160" height="14" rx="7" fill="#e6ded2" stroke="${INK}" stroke-width="4"/>`
    : "";
  const id = uid("scr");
  return `${standPart}<rect x="${r2(x)}" y="${r2(y)}" width="${w}" height="${h}" rx="18" fill="#f1ebe1" stroke="${INK}" stroke-width="4"/>
<clipPath id="${id}"><rect x="${r2(x + 14)}" y="${r2(y + 14)}" width="${w - 28}" height="${h - 28}" rx="8"/></clipPath>
<rect x="${r2(x + 14)}" y="${r2(y + 14)}" width="${w - 28}" height="${h - 28}" rx="8" fill="url(#screen)"/>
<g clip-path="url(#${id})">${screenBody}</g>`;
}

/** Dental arch seen from above: teeth along a U, incisors at the apex. `up` puts the incisors at the top. */
function archOcclusal(
  cx,
  cy,
  rx,
  ry,
  { up = true, n = 14, toothFill = "url(#enamel)", gum = true, stroke = INK, sw = 4, mesh = false, big = false } = {},
) {
  let teeth = "";
  const sign = up ? -1 : 1;
  const pos = (u) => {
    const phi = u * (big ? 1.5 : 1.62);
    return {
      x: cx + rx * Math.sin(phi),
      y: cy + sign * ry * Math.cos(phi),
      a: (Math.atan2(sign * -ry * Math.sin(phi), rx * Math.cos(phi)) * 180) / Math.PI,
    };
  };
  let gumPath = "";
  if (gum) {
    const outer = [];
    const inner = [];
    for (let i = 0; i <= 40; i++) {
      const u = -1.06 + (2.12 * i) / 40;
      const phi = u * (big ? 1.5 : 1.62);
      const m = big ? 40 : 44;
      outer.push(`${r2(cx + (rx + m) * Math.sin(phi))} ${r2(cy + sign * (ry + m) * Math.cos(phi))}`);
      inner.unshift(`${r2(cx + (rx - m) * Math.sin(phi))} ${r2(cy + sign * (ry - m) * Math.cos(phi))}`);
    }
    gumPath = `<path d="M ${outer.join(" L ")} L ${inner.join(" L ")} Z" fill="url(#gum)" stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round"/>`;
  }
  for (let i = 0; i < n; i++) {
    const u = -1 + (2 * (i + 0.5)) / n;
    const p = pos(u);
    const k = Math.abs(u);
    const tw = lerp(big ? 36 : 30, big ? 62 : 54, Math.pow(k, 1.4)); // along the arch
    const td = lerp(big ? 26 : 18, big ? 60 : 50, Math.pow(k, 1.2)); // across the arch
    const groove =
      k > 0.55 && !mesh
        ? `<path d="M ${r2(-tw * 0.28)} 0 L ${r2(tw * 0.28)} 0 M 0 ${r2(-td * 0.25)} L 0 ${r2(td * 0.25)}" stroke="${C.boneDeep}" stroke-width="3" fill="none"/>`
        : "";
    teeth += `<g transform="translate(${r2(p.x)} ${r2(p.y)}) rotate(${r2(p.a)})"><rect x="${r2(-tw / 2)}" y="${r2(-td / 2)}" width="${r2(tw)}" height="${r2(td)}" rx="${r2(Math.min(tw, td) * 0.42)}" fill="${toothFill}" stroke="${stroke}" stroke-width="${sw}"/>${groove}</g>`;
  }
  return gumPath + teeth;
}

// ---------------------------------------------------------------------------------------------------
// Service illustrations (1200×800)
// ---------------------------------------------------------------------------------------------------

const SERVICE = {
  smiledesign() {
    const row = frontRow(600, 300);
    const lastX = row[row.length - 1].x + row[row.length - 1].w;
    let guides = "";
    // Proportion guides at each tooth boundary, a midline, and the smile curve along the incisal edges.
    row.forEach((t, i) => {
      if (i === 0) return;
      const x = t.x - 2.5;
      const mid = i === 4;
      guides += `<line x1="${r2(x)}" y1="150" x2="${r2(x)}" y2="560" stroke="${mid ? C.deep : C.teal}" stroke-width="${mid ? 5 : 3}" stroke-dasharray="${mid ? "none" : "10 10"}" stroke-opacity="${mid ? 0.8 : 0.7}"/>`;
    });
    guides += `<line x1="${r2(row[0].x - 40)}" y1="300" x2="${r2(lastX + 40)}" y2="300" stroke="${C.teal}" stroke-width="3" stroke-dasharray="4 10" stroke-opacity=".7"/>`;
    guides += `<path d="M ${r2(row[0].x - 30)} 400 Q 600 540 ${r2(lastX + 30)} 400" fill="none" stroke="${C.coral}" stroke-width="6" stroke-linecap="round"/>`;
    [row[1], row[3], row[4], row[6]].forEach((t) => {
      const bx = t.x + t.w / 2;
      const by = t.zy + t.h + t.tip;
      guides += `<circle cx="${r2(bx)}" cy="${r2(by)}" r="8" fill="${C.coral}" stroke="#fff" stroke-width="3"/>`;
    });
    return (
      backdrop({ cy: 380, r: 380 }) +
      groundShadow(600, 640, 330) +
      frontTeeth(row) +
      upperGum(row, { top: 150, x0: row[0].x - 70, x1: lastX + 70 }) +
      guides
    );
  },

  veneers() {
    const set = [FRONT_SET[2], FRONT_SET[3], FRONT_SET[4], FRONT_SET[5]].map((t) => ({ ...t }));
    const row = frontRow(560, 260, set, 6, 1.45);
    const t = row[2];
    const lastX = row[3].x + row[3].w;
    const shell = frontToothD(t.w, t.h, 0);
    // The shell floats forward and to the right, its thickness shown by a darker offset edge.
    const sx = t.x + 250;
    const sy = t.zy + 40;
    const shellGroup =
      place(sx + 12, sy + 10, 1, `<path d="${shell}" fill="#e2d6c2"/>`, { rot: 8 }) +
      place(
        sx,
        sy,
        1,
        `<path d="${shell}" fill="url(#enamel)"/><path d="M 30 40 C 24 90, 26 140, 36 180" fill="none" stroke="#fff" stroke-width="12"/><path d="M ${r2(t.w - 30)} 30 C ${r2(t.w - 22)} 90, ${r2(t.w - 22)} 150, ${r2(t.w - 34)} 200" fill="none" stroke="${C.mint}" stroke-width="8"/>`,
        { rot: 8 },
      );
    return (
      backdrop({ cx: 640, cy: 400, r: 390, seed: 21 }) +
      groundShadow(600, 690, 360) +
      frontTeeth(row) +
      upperGum(row, { top: 110, x0: row[0].x - 50, x1: lastX + 40 }) +
      `<path d="M ${r2(t.x + t.w / 2 - 34)} ${r2(t.zy + 70)} Q ${r2(t.x + t.w / 2)} ${r2(t.zy + 60)} ${r2(t.x + t.w / 2 + 34)} ${r2(t.zy + 70)}" fill="none" stroke="${C.teal}" stroke-width="5" stroke-dasharray="3 10" stroke-linecap="round"/>` +
      shellGroup +
      arrow(sx + 60, sy + 320, sx - 10, sy + 360, t.x + t.w * 0.72, t.zy + t.h * 1.05, C.coral) +
      sparkle(sx + 190, sy - 10, 24, C.teal) +
      sparkle(sx + 230, sy + 50, 12, C.coral)
    );
  },

  teethwhitening() {
    const id = uid("shade");
    const grad = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e8d3a6"/><stop offset=".45" stop-color="#f6ecd8"/><stop offset=".75" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`;
    const tabs = ["#e4cd9c", "#ecdbb7", "#f3e8d2", "#f9f3e8", "#ffffff"]
      .map(
        (c, i) =>
          `<rect x="${390 + i * 88}" y="660" width="64" height="86" rx="22" fill="${c}" stroke="${INK}" stroke-width="4"/>`,
      )
      .join("");
    return (
      backdrop({ cy: 360, r: 350, seed: 33 }) +
      grad +
      groundShadow(600, 612, 200) +
      molarAt(600, 150, 1.15, { fill: `url(#${id})`, shine: false }) +
      `<path d="M ${r2(600 + 40)} 200 C ${r2(600 + 66)} 206, ${r2(600 + 80)} 240, ${r2(600 + 78)} 290" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
      sparkle(790, 170, 40, C.teal) +
      sparkle(850, 260, 20, C.coral) +
      sparkle(760, 300, 14, C.teal, 0.7) +
      tabs
    );
  },

  Gingivalgumcontouring() {
    const row = frontRow(600, 330);
    const lastX = row[row.length - 1].x + row[row.length - 1].w;
    const zen = row.map((t) => `${r2(t.x + t.w / 2)} ${r2(t.zy - 2)}`);
    return (
      backdrop({ cy: 400, r: 380, seed: 41 }) +
      groundShadow(600, 660, 330) +
      frontTeeth(row) +
      upperGum(row, { top: 150, papilla: 46, x0: row[0].x - 70, x1: lastX + 70 }) +
      `<path d="M ${zen.join(" L ")}" fill="none" stroke="${C.teal}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" transform="translate(0 -22)"/>` +
      row.map((t) => `<circle cx="${r2(t.x + t.w / 2)}" cy="${r2(t.zy - 24)}" r="6" fill="${C.teal}"/>`).join("") +
      sparkle(row[7].x + 100, 200, 26, C.coral)
    );
  },

  rootcanals() {
    // A molar cut in half: enamel, dentin, and the pulp with a canal down each root.
    const s = 1.35;
    const x = 600 - 120 * s;
    const y = 95;
    const dentin = `<path d="M 34 66 C 34 34, 64 20, 86 34 C 105 44, 135 44, 154 34 C 176 20, 206 34, 206 66 C 206 112, 198 152, 193 182 C 188 250, 183 330, 166 378 C 160 392, 152 390, 151 376 C 146 318, 138 270, 120 240 C 102 270, 94 318, 89 376 C 88 390, 80 392, 74 378 C 57 330, 52 250, 47 182 C 42 152, 34 112, 34 66 Z" fill="${C.dentin}"/>`;
    const pulp = `<path d="M 80 118 C 80 96, 96 88, 120 88 C 144 88, 160 96, 160 118 C 160 150, 150 170, 146 190 C 154 250, 162 320, 160 372 C 158 380, 154 380, 153 372 C 148 310, 136 250, 120 214 C 104 250, 92 310, 87 372 C 86 380, 82 380, 80 372 C 78 320, 86 250, 94 190 C 90 170, 80 150, 80 118 Z" fill="${C.coral}"/><path d="M 96 110 C 104 104, 116 102, 126 104" fill="none" stroke="#f7b9a3" stroke-width="7"/>`;
    return (
      backdrop({ cy: 420, r: 380, seed: 55 }) +
      lowerJaw({ x: 240, w: 720, gumY: 340, boneY: 390, bottom: 740, seed: 57 }) +
      place(x, y, s, `<path d="${MOLAR_D}" fill="url(#enamel)"/>${dentin}${pulp}`) +
      sparkle(870, 170, 26, C.teal) +
      sparkle(330, 230, 14, C.coral)
    );
  },

  fullmouthextractions() {
    return (
      backdrop({ cy: 400, r: 390, seed: 61 }) +
      archOcclusal(600, 338, 290, 230, { up: true, big: true }) +
      archOcclusal(600, 470, 270, 210, { up: false, big: true })
    );
  },

  boneaugmentations() {
    // Jawbone with a scooped-out ridge between two teeth, filled with graft granules under a membrane.
    const rand = rng(71);
    let granules = "";
    for (let i = 0; i < 70; i++) {
      const a = rand() * Math.PI;
      const rr = Math.sqrt(rand()) * 1;
      const gx = 600 + Math.cos(a) * 150 * rr;
      const gy = 430 + Math.sin(a) * 135 * rr;
      const size = 7 + rand() * 9;
      granules += `<circle cx="${r2(gx)}" cy="${r2(gy)}" r="${r2(size)}" fill="${i % 3 ? "#fbf4e6" : C.mintDeep}" stroke="${C.boneDeep}" stroke-width="3"/>`;
    }
    const defect = `M 440 430 Q 450 600 600 600 Q 750 600 760 430 Z`;
    return (
      backdrop({ cy: 420, r: 390, seed: 73 }) +
      boneBlock(130, 430, 940, 320, { seed: 75 }) +
      `<path d="${defect}" fill="#fff6ea" stroke="${INK}" stroke-width="4"/>` +
      `<clipPath id="gclip"><path d="${defect}"/></clipPath><g clip-path="url(#gclip)">${granules}</g>` +
      gumBand(120, 380, 320, 90) +
      gumBand(760, 380, 320, 90) +
      `<path d="M 430 424 Q 600 408 770 424" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M 430 424 Q 600 408 770 424" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 10" stroke-linecap="round"/>` +
      molarAt(275, 200, 0.95) +
      molarAt(925, 200, 0.95) +
      sparkle(600, 300, 28, C.teal) +
      sparkle(660, 340, 13, C.coral)
    );
  },

  gumtreatment() {
    // Healthy gum drawn in front of the tooth, rising in a smooth arch around its neck.
    const gum = `M 240 424 L 240 372 Q 240 344 268 344 L 430 344 Q 466 344 488 328 Q 600 298 712 328 Q 734 344 770 344 L 932 344 Q 960 344 960 372 L 960 424 Q 600 446 240 424 Z`;
    return (
      backdrop({ cy: 400, r: 380, seed: 81 }) +
      boneBlock(250, 400, 700, 340, { seed: 83 }) +
      molarAt(600, 110, 1.25) +
      `<path d="${gum}" fill="url(#gum)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M 524 334 Q 600 316 676 334" fill="none" stroke="#f9d2c8" stroke-width="8" stroke-linecap="round"/>` +
      sparkle(380, 250, 22, C.coral) +
      sparkle(830, 200, 30, C.teal) +
      sparkle(870, 280, 14, C.teal, 0.7)
    );
  },

  implanttreatment() {
    return (
      backdrop({ cy: 410, r: 380, seed: 91 }) +
      lowerJaw({ x: 150, w: 900, gumY: 400, boneY: 440, bottom: 760, seed: 93 }) +
      molarAt(300, 228, 0.82) +
      molarAt(900, 228, 0.82) +
      implantWithCrown(600, 400, { s: 0.9, len: 250 }) +
      sparkle(760, 190, 24, C.teal)
    );
  },

  failedimplanttreatment() {
    return (
      backdrop({ cy: 410, r: 380, seed: 101 }) +
      lowerJaw({ x: 150, w: 900, gumY: 430, boneY: 470, bottom: 770, seed: 103 }) +
      // The new post, in place.
      place(700, 436, 1, implantPost({ len: 250 })) +
      // The old post, lifted out and tilted away.
      place(420, 150, 0.85, implantPost({ len: 250, fill: "url(#metalOld)" }), { rot: -22, opacity: 0.85 }) +
      arrow(470, 430, 480, 380, 460, 330, C.coral) +
      arrow(700, 150, 700, 210, 700, 330, C.teal) +
      sparkle(800, 300, 22, C.teal) +
      sparkle(830, 360, 12, C.coral)
    );
  },

  implantsupporteddentures() {
    // Front view: a gum ridge with four posts, and the denture above it, about to snap on.
    const ridge = `M 150 640 L 150 540 Q 150 500 200 500 Q 600 470 1000 500 Q 1050 500 1050 540 L 1050 640 Z`;
    const postXs = [330, 500, 700, 870];
    const posts = postXs
      .map((x) =>
        place(
          x,
          500,
          1,
          `<rect x="-16" y="-20" width="32" height="40" rx="6" fill="url(#metal)"/><circle cx="0" cy="-30" r="17" fill="url(#metal)"/>`,
        ),
      )
      .join("");
    // Snap housings inside the denture's fitting surface, lined up with the posts.
    const housings = postXs
      .map((x) =>
        place(
          x,
          244,
          1,
          `<path d="M -28 26 L -28 8 Q -28 0 -20 0 L 20 0 Q 28 0 28 8 L 28 26 Z" fill="${C.teal}"/><circle cx="0" cy="16" r="8" fill="${C.mint}"/>`,
        ),
      )
      .join("");
    const set = FRONT_SET.map((t) => ({ ...t, h: t.h * 0.62, tip: t.tip * 0.6 }));
    const row = frontRow(600, 130, set, 4, 1);
    const lastX = row[row.length - 1].x + row[row.length - 1].w;
    const denture =
      `<path d="M ${r2(row[0].x - 90)} 90 Q 600 60 ${r2(lastX + 90)} 90 Q ${r2(lastX + 120)} 92 ${r2(lastX + 118)} 140 L ${r2(lastX + 108)} 250 Q ${r2(lastX + 104)} 270 ${r2(lastX + 80)} 270 L ${r2(row[0].x - 80)} 270 Q ${r2(row[0].x - 104)} 270 ${r2(row[0].x - 108)} 250 L ${r2(row[0].x - 118)} 140 Q ${r2(row[0].x - 120)} 92 ${r2(row[0].x - 90)} 90 Z" fill="url(#gum)" stroke="${INK}" stroke-width="4"/>` +
      row
        .map((t) => place(t.x, 170, 1, `<path d="${frontToothD(t.w, t.h, t.tip)}" fill="url(#enamel)"/>`, { flipY: true }))
        .join("");
    return (
      backdrop({ cy: 420, r: 400, seed: 111 }) +
      boneBlock(180, 560, 840, 190, { seed: 113 }) +
      `<path d="${ridge}" fill="url(#gum)" stroke="${INK}" stroke-width="4"/>` +
      posts +
      denture +
      housings +
      [330, 870].map((x) => arrow(x, 330, x + 4, 380, x, 440, C.coral)).join("")
    );
  },

  allonx() {
    // A full arch of teeth on one base, held by four implants: the back two tilted, as in "All-on-4".
    const back = { w: 70, h: 96, tip: 6, z: 10 };
    const full = [{ ...back }, ...FRONT_SET.map((t) => ({ ...t, h: t.h * 0.8, tip: t.tip * 0.8 })), { ...back }];
    const r = frontRow(600, 280, full, 4, 0.95);
    const lastX = r[r.length - 1].x + r[r.length - 1].w;
    const bridgeBase = `<path d="M ${r2(r[0].x - 40)} 290 Q 600 250 ${r2(lastX + 40)} 290 L ${r2(lastX + 30)} 360 Q 600 380 ${r2(r[0].x - 30)} 360 Z" fill="url(#gum)" stroke="${INK}" stroke-width="4"/>`;
    const teeth = r
      .map((t) => place(t.x, 300, 1, `<path d="${frontToothD(t.w, t.h, t.tip)}" fill="url(#enamel)"/>`, { flipY: true }))
      .join("");
    const posts = [
      [330, -24],
      [500, -4],
      [700, 4],
      [870, 24],
    ]
      .map(([x, rot]) => place(x, 378, 0.85, implantPost({ len: 240 }), { rot }))
      .join("");
    return (
      backdrop({ cy: 420, r: 400, seed: 121 }) +
      boneBlock(170, 420, 860, 320, { seed: 123 }) +
      gumBand(160, 360, 880, 90, { waves: 4, wave: 6 }) +
      posts +
      bridgeBase +
      teeth +
      sparkle(1000, 160, 26, C.teal) +
      sparkle(200, 200, 14, C.coral)
    );
  },

  otherprosthetics() {
    // Two prepared teeth carry a three-unit bridge (lifted a little so the preparations show); the middle
    // unit replaces the missing tooth and has no root.
    const s = 0.86;
    const xs = [370, 600, 830];
    const prepY = 300;
    const crownTop = 128;
    const unit = (cx) => place(cx - 120 * s, crownTop, s, `<path d="${CROWN_D}" fill="url(#enamel)"/>${MOLAR_SHINE}`);
    const connectors = `<rect x="${xs[0]}" y="${crownTop + 52}" width="${xs[2] - xs[0]}" height="76" rx="30" fill="#f3ece0" stroke="${INK}" stroke-width="4"/>`;
    return (
      backdrop({ cy: 420, r: 390, seed: 131 }) +
      lowerJaw({ x: 150, w: 900, gumY: 420, boneY: 460, bottom: 760, seed: 133 }) +
      place(xs[0] - 120 * s, prepY, s, `<path d="${PREP_D}" fill="url(#enamel)"/>`) +
      place(xs[2] - 120 * s, prepY, s, `<path d="${PREP_D}" fill="url(#enamel)"/>`) +
      groundShadow(600, 430, 90, 12) +
      connectors +
      xs.map(unit).join("") +
      arrow(1000, 190, 1040, 260, 960, 330, C.coral) +
      sparkle(230, 200, 24, C.teal) +
      sparkle(270, 270, 12, C.coral)
    );
  },

  checkupandcleanings() {
    const mirror = place(
      860,
      250,
      1,
      `<rect x="-11" y="60" width="22" height="420" rx="11" fill="#dfe8ea"/>
<path d="M -11 300 L 11 300 M -11 330 L 11 330 M -11 360 L 11 360 M -11 390 L 11 390 M -11 420 L 11 420" stroke-width="3"/>
<path d="M -5 60 L -3 20 L 3 20 L 5 60 Z" fill="#dfe8ea"/>
<circle cx="0" cy="-40" r="68" fill="url(#metal)"/>
<circle cx="0" cy="-40" r="54" fill="url(#glass)"/>
<path d="M -30 -70 Q -10 -86 14 -82" fill="none" stroke="#fff" stroke-width="9"/>`,
      { rot: 26 },
    );
    return (
      backdrop({ cx: 560, cy: 410, r: 380, seed: 141 }) +
      groundShadow(500, 660, 210) +
      molarAt(500, 180, 1.15) +
      mirror +
      sparkle(300, 200, 30, C.teal) +
      sparkle(680, 160, 20, C.coral) +
      sparkle(650, 230, 12, C.teal, 0.8)
    );
  },

  sealants() {
    // Three-quarter view: the chewing surface, its grooves, and a thin glossy coat over them.
    const tooth = `<path d="M 14 66 C 14 140, 22 160, 35 182 C 40 250, 45 330, 64 385 C 73 405, 94 402, 97 382 C 102 322, 108 272, 120 247 C 132 272, 138 322, 143 382 C 146 402, 167 405, 176 385 C 195 330, 200 250, 205 182 C 218 160, 226 140, 226 66 Z" fill="url(#enamel)"/>
<ellipse cx="120" cy="66" rx="106" ry="44" fill="#f5ede0"/>
<g stroke="none" fill="#fffdf9"><ellipse cx="70" cy="54" rx="26" ry="16"/><ellipse cx="170" cy="54" rx="26" ry="16"/><ellipse cx="82" cy="86" rx="24" ry="13"/><ellipse cx="160" cy="86" rx="24" ry="13"/><ellipse cx="120" cy="38" rx="22" ry="10"/></g>
<path d="M 50 70 Q 86 62 120 68 Q 154 74 190 64 M 120 68 Q 116 54 108 44 M 120 68 Q 124 86 130 100 M 86 66 Q 82 78 74 90 M 154 72 Q 160 60 168 50" fill="none" stroke="#c9a77c" stroke-width="3.5"/>
<ellipse cx="120" cy="66" rx="108" ry="46" fill="${C.teal}" fill-opacity=".2" stroke="${C.teal}"/>
<path d="M 36 56 Q 60 30 112 26" fill="none" stroke="#fff" stroke-width="7" stroke-opacity=".9"/>
<path d="M 44 184 C 46 140, 40 110, 38 96" fill="none" stroke="#fff" stroke-width="10"/>`;
    // A fine applicator brush touching the edge of the coat.
    const brush = place(
      752,
      190,
      1,
      `<rect x="-8" y="-250" width="16" height="232" rx="8" fill="${C.teal}"/><path d="M -8 -20 L 8 -20 L 5 24 Q 0 36 -5 24 Z" fill="${C.mint}"/>`,
      { rot: 52 },
    );
    return (
      backdrop({ cy: 410, r: 380, seed: 151 }) +
      groundShadow(560, 690, 220) +
      place(560 - 120 * 1.35, 120, 1.35, tooth) +
      brush +
      sparkle(880, 330, 24, C.teal) +
      sparkle(330, 150, 16, C.coral)
    );
  },

  flouridetreatments() {
    const shield = `M 600 110 C 680 150, 760 160, 830 150 C 840 360, 780 560, 600 680 C 420 560, 360 360, 370 150 C 440 160, 520 150, 600 110 Z`;
    const drops = [
      [300, 300, 1],
      [260, 420, 0.7],
      [920, 260, 0.85],
      [950, 400, 0.6],
    ]
      .map(([x, y, k]) =>
        place(
          x,
          y,
          k,
          `<path d="M 0 -34 C 12 -16, 24 -2, 24 12 A 24 24 0 0 1 -24 12 C -24 -2, -12 -16, 0 -34 Z" fill="url(#tealSoft)"/><path d="M -10 10 Q -10 0 -4 -6" fill="none" stroke="#fff" stroke-width="5"/>`,
        ),
      )
      .join("");
    return (
      backdrop({ cy: 400, r: 380, seed: 161 }) +
      `<path d="${shield}" fill="${C.teal}" fill-opacity=".16" stroke="${C.teal}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="${shield}" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".8" transform="translate(600 395) scale(.9) translate(-600 -395)"/>` +
      molarAt(600, 210, 0.95) +
      drops
    );
  },

  sedation() {
    let waves = "";
    for (let i = 0; i < 5; i++) {
      const y = 130 + i * 46;
      const amp = 26 + i * 4;
      waves += `<path d="M -20 ${y} C 200 ${y - amp}, 380 ${y + amp}, 600 ${y} S 1000 ${y - amp}, 1220 ${y}" fill="none" stroke="${i % 2 ? C.mint : "#ffffff"}" stroke-width="${26 - i * 3}" stroke-opacity="${r2(0.75 - i * 0.1)}" stroke-linecap="round"/>`;
    }
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<rect width="${W}" height="${H}" fill="${C.mint}" fill-opacity=".45"/>` +
      `<circle cx="600" cy="360" r="420" fill="url(#halo)"/>` +
      waves +
      `<rect x="0" y="700" width="${W}" height="100" fill="${C.sand}"/><line x1="0" y1="700" x2="${W}" y2="700" stroke="${INK}" stroke-opacity=".15" stroke-width="4"/>` +
      dentalChair(640, 712, 0.95, { lamp: false, uph: C.teal }) +
      sparkle(1010, 170, 22, C.coral, 0.8) +
      sparkle(200, 420, 16, C.teal, 0.7)
    );
  },

  "3DDentalPrinters"() {
    // A printer frame with a tooth model half built: finished layers below, dashed outline above.
    const s = 0.95;
    const tx = 600 - 120 * s;
    const ty = 270;
    const cut = 175; // local y of the current layer
    let layers = "";
    for (let y = cut; y < 410; y += 14)
      layers += `<line x1="0" y1="${y}" x2="240" y2="${y}" stroke="${C.boneDeep}" stroke-width="3"/>`;
    const id = uid("built");
    const model =
      `<clipPath id="${id}"><rect x="0" y="${cut}" width="240" height="260"/></clipPath>` +
      `<path d="${MOLAR_D}" fill="none" stroke="${C.teal}" stroke-dasharray="8 10" stroke-width="4"/>` +
      `<g clip-path="url(#${id})"><path d="${MOLAR_D}" fill="${C.ivory}" stroke="${INK}"/><g clip-path="url(#${id})">${layers}</g></g>`;
    const frame = `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">
<rect x="300" y="90" width="600" height="620" rx="30" fill="#f4eee4"/>
<rect x="340" y="130" width="520" height="530" rx="16" fill="#fffdf8"/>
<rect x="340" y="196" width="520" height="18" fill="#d8e7e6"/>
<rect x="${r2(600 - 60)}" y="150" width="120" height="70" rx="12" fill="${C.teal}"/>
<path d="M 590 220 L 610 220 L 604 250 L 596 250 Z" fill="${C.coral}"/>
<rect x="380" y="660" width="440" height="24" rx="6" fill="${C.deep}"/>
<rect x="300" y="700" width="600" height="30" rx="10" fill="#e6ded2"/>
</g>`;
    return (
      backdrop({ cy: 410, r: 400, seed: 171 }) +
      groundShadow(600, 740, 340) +
      frame +
      `<circle cx="600" cy="${r2(ty + cut * s - 4)}" r="30" fill="url(#glowCoral)"/>` +
      place(tx, ty - 10, s, model) +
      `<path d="M 600 250 L 600 ${r2(ty + cut * s - 10)}" stroke="${C.coral}" stroke-width="3" stroke-dasharray="4 6"/>` +
      sparkle(970, 180, 24, C.teal) +
      sparkle(230, 300, 14, C.coral)
    );
  },

  "3dimagectscans"() {
    return backdrop({ cy: 400, r: 400, seed: 181 }) + groundShadow(600, 720, 380) + ctScreen(170, 90, 860, 580);
  },

  intraoralscanners() {
    // A digital tooth model with a triangle mesh, and the scanner wand casting a light fan over it.
    const id = uid("mesh");
    const rand = rng(191);
    let mesh = "";
    const pts = [];
    for (let j = 0; j <= 9; j++)
      for (let i = 0; i <= 6; i++) pts.push([i * 40 + (rand() - 0.5) * 14, j * 45 + (rand() - 0.5) * 14]);
    for (let j = 0; j < 9; j++)
      for (let i = 0; i < 6; i++) {
        const a = pts[j * 7 + i];
        const b = pts[j * 7 + i + 1];
        const c = pts[(j + 1) * 7 + i];
        const d = pts[(j + 1) * 7 + i + 1];
        mesh += `M ${r2(a[0])} ${r2(a[1])} L ${r2(b[0])} ${r2(b[1])} L ${r2(d[0])} ${r2(d[1])} L ${r2(c[0])} ${r2(c[1])} Z M ${r2(a[0])} ${r2(a[1])} L ${r2(d[0])} ${r2(d[1])} `;
      }
    const model =
      `<clipPath id="${id}"><path d="${MOLAR_D}"/></clipPath>` +
      `<path d="${MOLAR_D}" fill="url(#tealSoft)"/>` +
      `<g clip-path="url(#${id})"><path d="${mesh}" fill="none" stroke="${C.mint}" stroke-width="2.2" stroke-opacity=".8"/></g>` +
      `<path d="${MOLAR_D}" fill="none"/>` +
      `<path d="M 44 70 C 42 48, 52 34, 68 30" fill="none" stroke="#fff" stroke-width="9" stroke-opacity=".8"/>`;
    const wand = place(
      880,
      250,
      1,
      `<path d="M -60 -30 L 40 -30 L 300 -14 Q 330 0 300 14 L 40 30 L -60 30 Q -80 30 -80 10 L -80 -10 Q -80 -30 -60 -30 Z" fill="#f7f2ea"/>
<rect x="-80" y="-30" width="80" height="60" rx="22" fill="${C.teal}"/>
<rect x="-70" y="-12" width="50" height="24" rx="12" fill="${C.mint}"/>
<path d="M 120 -22 L 200 -18 M 120 22 L 200 18" stroke-opacity=".25"/>`,
      { rot: 148 },
    );
    return (
      backdrop({ cx: 560, cy: 410, r: 390, seed: 193 }) +
      groundShadow(480, 690, 220) +
      `<path d="M 650 300 L 420 160 L 600 560 Z" fill="${C.teal}" fill-opacity=".12"/>` +
      place(480 - 120 * 1.15, 180, 1.15, model) +
      // The grid floor of the digital view.
      `<g stroke="${C.teal}" stroke-opacity=".25" stroke-width="2">${[0, 1, 2, 3, 4].map((i) => `<line x1="${260 + i * 110}" y1="700" x2="${330 + i * 75}" y2="650"/>`).join("")}<line x1="300" y1="668" x2="680" y2="668"/></g>` +
      wand +
      sparkle(240, 220, 18, C.coral)
    );
  },

  biolaselaser() {
    return (
      backdrop({ cx: 560, cy: 410, r: 390, seed: 201 }) +
      lowerJaw({ x: 200, w: 640, gumY: 420, boneY: 470, bottom: 760, seed: 203 }) +
      molarAt(500, 180, 1.05) +
      laserTool(700, 230, 1.0, { targetX: 618, targetY: 262 })
    );
  },

  softtissuelasers() {
    const row = frontRow(560, 320, FRONT_SET.slice(1, 7), 5, 1.2);
    const lastX = row[row.length - 1].x + row[row.length - 1].w;
    return (
      backdrop({ cy: 430, r: 400, seed: 211 }) +
      groundShadow(560, 690, 330) +
      frontTeeth(row) +
      upperGum(row, { top: 130, x0: row[0].x - 50, x1: lastX + 50 }) +
      laserTool(820, 150, 1.0, { targetX: row[3].x + 30, targetY: 300 })
    );
  },
};

/** A laser handpiece whose thin fibre tip points at (targetX, targetY), with a small coral glow. */
function laserTool(x, y, s, { targetX, targetY }) {
  const dx = targetX - x;
  const dy = targetY - y;
  const ang = (Math.atan2(dy, dx) * 180) / Math.PI;
  const dist = Math.hypot(dx, dy);
  // Handpiece: body along +x from the target outward; we draw it pointing at the target.
  const handle = place(
    x,
    y,
    s,
    `<path d="M 70 -20 L 420 -26 Q 446 -26 446 0 Q 446 26 420 26 L 70 20 Q 50 20 40 10 L 20 4 L 20 -4 L 40 -10 Q 50 -20 70 -20 Z" fill="#f7f2ea"/>
<rect x="150" y="-24" width="90" height="48" rx="10" fill="${C.teal}"/>
<path d="M 170 -24 L 170 24 M 190 -24 L 190 24 M 210 -24 L 210 24" stroke="${C.mint}" stroke-width="4"/>
<path d="M 20 0 L ${r2(-dist / s + 34)} 0" stroke="${INK}" stroke-width="9" fill="none"/>
<path d="M 20 0 L ${r2(-dist / s + 34)} 0" stroke="#dfe8ea" stroke-width="4" fill="none"/>`,
    { rot: ang + 180 },
  );
  return (
    `<circle cx="${r2(targetX)}" cy="${r2(targetY)}" r="56" fill="url(#glowCoral)"/>` +
    handle +
    `<circle cx="${r2(targetX)}" cy="${r2(targetY)}" r="7" fill="#fff"/>` +
    sparkle(targetX - 80, targetY - 90, 16, C.coral, 0.9)
  );
}

/** A scan viewer: dark screen, a perspective dental arch in teal and mint lines, a grid and axis marks. */
function ctScreen(x, y, w, h, { stand = true } = {}) {
  const cx = x + w / 2;
  const cy = y + h / 2 + 10;
  let grid = "";
  for (let i = 1; i < 8; i++)
    grid += `<line x1="${r2(x + (w * i) / 8)}" y1="${y}" x2="${r2(x + (w * i) / 8)}" y2="${y + h}" stroke="${C.teal}" stroke-opacity=".18" stroke-width="2"/>`;
  for (let i = 1; i < 6; i++)
    grid += `<line x1="${x}" y1="${r2(y + (h * i) / 6)}" x2="${x + w}" y2="${r2(y + (h * i) / 6)}" stroke="${C.teal}" stroke-opacity=".18" stroke-width="2"/>`;
  const arch = archOcclusal(0, 0, w * 0.26, h * 0.5, {
    up: true,
    n: 14,
    toothFill: "#2a7c80",
    gum: false,
    stroke: C.mint,
    sw: 3,
    mesh: true,
  });
  const jaw = `<path d="M ${r2(-w * 0.36)} ${r2(h * 0.02)} Q ${r2(-w * 0.36)} ${r2(-h * 0.6)} 0 ${r2(-h * 0.64)} Q ${r2(w * 0.36)} ${r2(-h * 0.6)} ${r2(w * 0.36)} ${r2(h * 0.02)}" fill="none" stroke="${C.teal}" stroke-width="3" stroke-opacity=".7"/>`;
  const body =
    grid +
    `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(h * 0.55)}" fill="${C.teal}" fill-opacity=".12"/>` +
    `<g transform="translate(${r2(cx)} ${r2(cy + h * 0.16)}) scale(1 .62)">${jaw}${arch}</g>` +
    `<line x1="${r2(x + 40)}" y1="${r2(cy + h * 0.05)}" x2="${r2(x + w - 40)}" y2="${r2(cy + h * 0.05)}" stroke="${C.coral}" stroke-width="3" stroke-opacity=".8" stroke-dasharray="10 8"/>` +
    `<g transform="translate(${r2(x + 70)} ${r2(y + h - 60)})" stroke-width="4" stroke-linecap="round"><line x1="0" y1="0" x2="40" y2="0" stroke="${C.coral}"/><line x1="0" y1="0" x2="0" y2="-40" stroke="${C.mint}"/><line x1="0" y1="0" x2="-22" y2="22" stroke="${C.teal}"/></g>` +
    `<g fill="${C.mint}" fill-opacity=".5"><rect x="${r2(x + w - 150)}" y="${r2(y + 40)}" width="90" height="10" rx="5"/><rect x="${r2(x + w - 150)}" y="${r2(y + 62)}" width="60" height="10" rx="5"/></g>`;
  return monitor(x - 14, y - 14, w + 28, h + 28, body, { stand });
}

// ---------------------------------------------------------------------------------------------------
// Animated service scenes (drawn in 1200×800, output 960×640). Each takes t ∈ [0, 1) and is periodic:
// scene(0) === scene(1), so the clip loops without a seam. Frame 0 (the poster) shows the subject clearly.
// ---------------------------------------------------------------------------------------------------

const ANIM = {
  crowns(t) {
    // Crown hovers (poster), lowers onto the prepared tooth, rests, and rises back.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92);
    const s = 0.95;
    const prepY = 445 - 180 * s; // the neck sits just under the gum line
    const crownY = prepY - 200 * (1 - k);
    const hollow = r2(1 - smooth(k * 1.6));
    const crown = `<path d="${CROWN_D}" fill="url(#enamel)"/>${MOLAR_SHINE}<path d="${CROWN_INNER_D}" fill="#e6dccb" fill-opacity="${hollow}" stroke-opacity="${hollow}"/>`;
    const spark = pulse(t, 0.4, 0.5, 0.58, 0.7);
    return (
      backdrop({ cy: 400, r: 380, seed: 301 }) +
      lowerJaw({ x: 170, w: 860, gumY: 420, boneY: 460, bottom: 760, seed: 303 }) +
      molarAt(300, 440 - 180 * 0.8, 0.8) +
      molarAt(900, 440 - 180 * 0.8, 0.8) +
      place(600 - 120 * s, prepY, s, `<path d="${PREP_D}" fill="url(#enamel)"/>`) +
      groundShadow(600, prepY + 76 * s, lerp(70, 100, k), lerp(8, 14, k)) +
      place(600 - 120 * s, crownY, s, crown) +
      sparkle(760, 170, lerp(8, 26, spark), C.teal, spark)
    );
  },

  fillings(t) {
    // The filling is in place (poster), fades out to show the cavity, and fades back in under a curing glow.
    const k = 1 - pulse(t, 0.15, 0.35, 0.55, 0.8);
    const glow = pulse(t, 0.58, 0.7, 0.78, 0.9);
    const cavity = "M 86 18 C 105 31, 135 31, 154 18 C 160 40, 158 70, 146 86 C 136 98, 104 98, 94 86 C 82 70, 80 40, 86 18 Z";
    const s = 1.3;
    return (
      backdrop({ cy: 400, r: 380, seed: 311 }) +
      lowerJaw({ x: 200, w: 800, gumY: 390, boneY: 440, bottom: 760, seed: 313 }) +
      `<circle cx="600" cy="160" r="${r2(120 + 40 * glow)}" fill="url(#glowMint)" opacity="${r2(glow)}"/>` +
      place(
        600 - 120 * s,
        150,
        s,
        `<path d="${MOLAR_D}" fill="url(#enamel)"/>${MOLAR_SHINE}
<path d="${cavity}" fill="${C.cavity}"/><path d="M 96 40 C 100 70, 112 84, 134 84" fill="none" stroke="#a98559" stroke-width="6" stroke-opacity=".6"/>
<g opacity="${r2(k)}"><path d="${cavity}" fill="#fbf5ea"/><path d="${cavity}" fill="none" stroke="${C.teal}" stroke-width="${r2(3 / s)}" stroke-dasharray="3 5"/></g>`,
      ) +
      sparkle(760, 170, 26 * k, C.teal, k) +
      sparkle(440, 210, 14 * k, C.coral, k)
    );
  },

  inlays(t) {
    // The custom piece hovers (poster), settles into the molar, and lifts again.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92);
    const s = 1.25;
    const inlay =
      "M 86 18 C 105 31, 135 31, 154 18 L 150 40 L 166 48 L 160 88 C 158 96, 152 100, 144 100 L 96 100 C 88 100, 82 96, 80 88 L 74 48 L 90 40 Z";
    const lift = 190 * (1 - k);
    return (
      backdrop({ cy: 400, r: 380, seed: 321 }) +
      lowerJaw({ x: 200, w: 800, gumY: 440, boneY: 490, bottom: 760, seed: 323 }) +
      place(
        600 - 120 * s,
        210,
        s,
        `<path d="${MOLAR_D}" fill="url(#enamel)"/>${MOLAR_SHINE}<path d="${inlay}" fill="${C.cavity}"/><path d="M 88 50 L 92 88 C 94 94, 98 96, 104 96" fill="none" stroke="#a98559" stroke-width="5" stroke-opacity=".6"/>`,
      ) +
      groundShadow(600, 228, lerp(70, 60, k), 10) +
      place(
        600 - 120 * s,
        210 - lift,
        s,
        `<path d="${inlay}" fill="url(#mintG)"/><path d="M 96 34 Q 108 40 124 38" fill="none" stroke="#fff" stroke-width="6"/>`,
      ) +
      sparkle(800, 200, 24 * pulse(t, 0.38, 0.48, 0.56, 0.66), C.teal)
    );
  },

  crownlengthening(t) {
    // The gum line starts low over the teeth (poster, with the planned line dashed), is reshaped upward, and returns.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92);
    const set = FRONT_SET.slice(2, 6).map((x) => ({ ...x }));
    const row = frontRow(600, 330, set, 6, 1.4);
    const lastX = row[row.length - 1].x + row[row.length - 1].w;
    const low = 58;
    const drawRow = row.map((tt) => ({ ...tt, zy: tt.zy + low * (1 - k) }));
    const target = row.map(
      (tt) =>
        `${r2(tt.x + 8)} ${r2(tt.zy + 14)} Q ${r2(tt.x + tt.w / 2)} ${r2(tt.zy - 12)} ${r2(tt.x + tt.w - 8)} ${r2(tt.zy + 14)}`,
    );
    return (
      backdrop({ cy: 420, r: 390, seed: 331 }) +
      groundShadow(600, 660, 330) +
      frontTeeth(row) +
      upperGum(drawRow, { top: 180, papilla: 50, x0: row[0].x - 70, x1: lastX + 70 }) +
      `<g fill="none" stroke="${C.coral}" stroke-width="5" stroke-dasharray="4 11" stroke-linecap="round" opacity="${r2(1 - 0.7 * k)}">${target.map((d) => `<path d="M ${d}"/>`).join("")}</g>` +
      sparkle(lastX + 60, 520, 24 * pulse(t, 0.38, 0.48, 0.56, 0.66), C.teal)
    );
  },

  sinuslift(t) {
    // Upper jaw section: the sinus floor is raised over new graft and an implant (poster); the implant
    // withdraws, the floor settles, then rises again and the implant returns.
    const lift = 1 - pulse(t, 0.22, 0.42, 0.58, 0.78);
    const imp = 1 - pulse(t, 0.08, 0.22, 0.78, 0.92);
    const floorY = 400;
    const dome = floorY - 150 * lift;
    const sinus = `M 200 ${floorY} Q 200 120 420 110 L 780 110 Q 1000 120 1000 ${floorY} L 760 ${floorY} C 720 ${floorY}, 700 ${r2(dome)}, 600 ${r2(dome)} C 500 ${r2(dome)}, 480 ${floorY}, 440 ${floorY} Z`;
    const graftArea = `M 440 ${floorY} C 480 ${floorY}, 500 ${r2(dome)}, 600 ${r2(dome)} C 700 ${r2(dome)}, 720 ${floorY}, 760 ${floorY} Z`;
    const rand = rng(341);
    let granules = "";
    for (let i = 0; i < 40; i++) {
      const gx = 460 + rand() * 280;
      const gy = floorY - 10 - rand() * 150;
      granules += `<circle cx="${r2(gx)}" cy="${r2(gy)}" r="${r2(6 + rand() * 7)}" fill="${i % 3 ? "#fbf4e6" : C.mintDeep}" stroke="${C.boneDeep}" stroke-width="3"/>`;
    }
    const gid = uid("graft");
    const implantY = 610 + 260 * (1 - imp);
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      boneBlock(120, 60, 960, 560, { seed: 343, up: true, rx: 50, density: 0.8 }) +
      `<clipPath id="${gid}"><path d="${graftArea}"/></clipPath><g clip-path="url(#${gid})">${granules}</g>` +
      `<path d="${sinus}" fill="url(#mintG)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M 440 ${floorY} C 480 ${floorY}, 500 ${r2(dome)}, 600 ${r2(dome)} C 700 ${r2(dome)}, 720 ${floorY}, 760 ${floorY}" fill="none" stroke="${C.coral}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M 300 200 Q 340 170 400 166" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
      gumBand(110, 590, 980, 70, { up: true }) +
      place(300 + 120 * 0.8, 690, 0.8, molar(), { flipY: true, flipX: true }) +
      place(900 + 120 * 0.8, 690, 0.8, molar(), { flipY: true, flipX: true }) +
      `<g opacity="${r2(imp)}">${place(600, implantY, 1, implantPost({ len: 240, abutment: false }), { flipY: true })}</g>`
    );
  },

  toothextractions(t) {
    // The tooth rises gently out of its socket (poster), settles back, and lifts again.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92); // 0 = lifted, 1 = seated
    const lift = 200 * (1 - k);
    const s = 1.05;
    const wobble = Math.sin(t * Math.PI * 4) * 3 * (1 - k);
    const socket = `<path d="${MOLAR_D}" fill="#c98b7a" fill-opacity=".55" stroke="${INK}" stroke-opacity=".55"/>`;
    return (
      backdrop({ cy: 380, r: 380, seed: 351 }) +
      lowerJaw({ x: 170, w: 860, gumY: 440, boneY: 480, bottom: 770, seed: 353 }) +
      place(600 - 120 * s, 258, s, socket) +
      molarAt(290, 270, 0.75) +
      molarAt(910, 270, 0.75) +
      `<g transform="rotate(${r2(wobble)} 600 300)">${place(600 - 120 * s, 258 - lift, s, molar())}</g>` +
      arrow(790, 330, 800, 260, 770, 190, C.coral, 1 - k)
    );
  },
};

// ---------------------------------------------------------------------------------------------------
// Home hero (1280×720): slow soft shapes in deep teal tones, dark enough for white text everywhere.
// ---------------------------------------------------------------------------------------------------

const HERO = { w: 1280, h: 720, fps: 24, seconds: 10 };

function heroFrame(t) {
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
    for (let k = 1; k <= 6; k++) {
      ribbons += `<path d="${d}" fill="none" stroke="${C.mint}" stroke-opacity="${j ? 0.008 : 0.01}" stroke-width="${r2((widest * k) / 6)}" stroke-linecap="round"/>`;
    }
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO.w}" height="${HERO.h}" viewBox="0 0 ${HERO.w} ${HERO.h}"><defs>
<linearGradient id="hbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06363f"/><stop offset=".55" stop-color="${C.deep}"/><stop offset="1" stop-color="#0a4f5b"/></linearGradient>${defs}</defs>
<rect width="${HERO.w}" height="${HERO.h}" fill="url(#hbg)"/>${shapes}${ribbons}${rings}</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Logo, share image, about-page illustrations
// ---------------------------------------------------------------------------------------------------

const LOGO_TOOTH =
  "M32 14.5C28 11 21 10.6 19.2 16.2c-1.4 4.5.2 10 2.3 14 1.8 3.5 1.9 12.8 4.3 19 1 2.6 3.6 2.3 4-.3.7-4.6 1-10 2.2-11.6 1.2 1.6 1.5 7 2.2 11.6.4 2.6 3 2.9 4 .3 2.4-6.2 2.5-15.5 4.3-19 2.1-4 3.7-9.5 2.3-14C42.9 10.6 36 11 32 14.5z";

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.deep}"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#lg)"/><path d="${LOGO_TOOTH}" fill="${C.ivory}"/><path d="M23.4 18.6c.9-2.2 3-3 5-2.5" fill="none" stroke="${C.teal}" stroke-width="1.8" stroke-linecap="round"/><path d="M50 8.5q.6 4.4 4.5 5-3.9.6-4.5 5-.6-4.4-4.5-5 3.9-.6 4.5-5z" fill="${C.mint}"/></svg>
`;

function ogImage() {
  const w = 1200;
  const h = 630;
  const size = 340;
  const inner = LOGO_SVG.replace(/<svg [^>]*>/, "")
    .replace("</svg>", "")
    .replace(/id="lg"/g, 'id="lgo"')
    .replace(/url\(#lg\)/g, "url(#lgo)");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.mint}"/><stop offset=".55" stop-color="#a9dcd6"/><stop offset="1" stop-color="#6fbdb9"/></linearGradient>
<radialGradient id="ogh"><stop offset="0" stop-color="#ffffff" stop-opacity=".75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="ogs"><stop offset="0" stop-color="${C.deep}" stop-opacity=".28"/><stop offset="1" stop-color="${C.deep}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#og)"/>
<circle cx="600" cy="315" r="330" fill="url(#ogh)"/>
<circle cx="140" cy="520" r="220" fill="${C.teal}" fill-opacity=".12"/><circle cx="1080" cy="90" r="180" fill="${C.ivory}" fill-opacity=".25"/>
<circle cx="1010" cy="520" r="26" fill="none" stroke="${C.deep}" stroke-opacity=".2" stroke-width="5"/><circle cx="190" cy="120" r="12" fill="${C.coral}" fill-opacity=".4"/>
<ellipse cx="600" cy="${315 + size / 2 + 26}" rx="${size * 0.55}" ry="22" fill="url(#ogs)"/>
<svg x="${600 - size / 2}" y="${315 - size / 2}" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg>
</svg>`;
}

function roomShell({ floorY = 560 } = {}) {
  return (
    `<rect width="${W}" height="${floorY}" fill="url(#wall)"/>` +
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>` +
    `<rect y="${floorY - 14}" width="${W}" height="14" fill="#efe6d9"/><line x1="0" y1="${floorY}" x2="${W}" y2="${floorY}" stroke="${INK}" stroke-opacity=".18" stroke-width="3"/>`
  );
}

function windowPane(x, y, w, h) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="url(#glass)" stroke="${C.deep}" stroke-width="10"/>
<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.deep}" stroke-width="8"/>
<line x1="${x}" y1="${r2(y + h * 0.45)}" x2="${x + w}" y2="${r2(y + h * 0.45)}" stroke="${C.deep}" stroke-width="8"/>
<path d="M ${x + 24} ${r2(y + h * 0.3)} L ${r2(x + w * 0.3)} ${y + 24}" stroke="#fff" stroke-width="10" stroke-opacity=".7" stroke-linecap="round"/>
<path d="M ${r2(x + w / 2 + 24)} ${r2(y + h * 0.75)} L ${r2(x + w * 0.82)} ${r2(y + h * 0.5 + 12)}" stroke="#fff" stroke-width="10" stroke-opacity=".6" stroke-linecap="round"/>`;
}

function cabinet(x, y, w, h) {
  const doors = Math.round(w / 110);
  let d = "";
  for (let i = 0; i < doors; i++) {
    const dx = x + 12 + (i * (w - 24)) / doors;
    d += `<rect x="${r2(dx)}" y="${y + 30}" width="${r2((w - 24) / doors - 10)}" height="${h - 44}" rx="8" fill="#fffdf8"/><rect x="${r2(dx + (w - 24) / doors / 2 - 30)}" y="${y + 46}" width="40" height="6" rx="3" fill="${C.teal}" stroke="none"/>`;
  }
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#f1e8da"/><rect x="${x - 10}" y="${y - 14}" width="${w + 20}" height="22" rx="8" fill="${C.wood}"/>${d}</g>`;
}

function wallShelf(x, y, w) {
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><rect x="${x}" y="${y}" width="${w}" height="14" rx="6" fill="${C.wood}"/>
<rect x="${x + 20}" y="${y - 60}" width="44" height="60" rx="10" fill="${C.mint}"/><rect x="${x + 74}" y="${y - 44}" width="36" height="44" rx="10" fill="${C.coral}"/><rect x="${x + 120}" y="${y - 70}" width="40" height="70" rx="12" fill="#fffdf8"/></g>`;
}

function wallArt(x, y, w, h, seed = 1) {
  const id = uid("art");
  const rand = rng(seed);
  return `<clipPath id="${id}"><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}"/></clipPath>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fffdf8" stroke="${INK}" stroke-width="4"/>
<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.mint}"/>
<circle cx="${r2(x + w * (0.3 + rand() * 0.2))}" cy="${r2(y + h * 0.45)}" r="${r2(h * 0.3)}" fill="${C.coral}" fill-opacity=".85"/>
<path d="M ${x} ${r2(y + h * 0.75)} Q ${r2(x + w * 0.4)} ${r2(y + h * 0.5)} ${x + w} ${r2(y + h * 0.7)} L ${x + w} ${y + h} L ${x} ${y + h} Z" fill="${C.teal}"/></g>`;
}

function sofa(x, y, w, color = C.teal) {
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">
<rect x="${x}" y="${y - 150}" width="${w}" height="110" rx="30" fill="${color}"/>
<rect x="${x - 24}" y="${y - 100}" width="60" height="90" rx="24" fill="${color}"/><rect x="${x + w - 36}" y="${y - 100}" width="60" height="90" rx="24" fill="${color}"/>
<rect x="${x + 20}" y="${y - 70}" width="${w - 40}" height="50" rx="16" fill="#2a9e9f"/>
<line x1="${x + w / 2}" y1="${y - 70}" x2="${x + w / 2}" y2="${y - 20}"/>
<rect x="${x + 10}" y="${y - 20}" width="14" height="22" fill="${C.wood}"/><rect x="${x + w - 24}" y="${y - 20}" width="14" height="22" fill="${C.wood}"/>
<rect x="${x + 40}" y="${y - 130}" width="90" height="60" rx="18" fill="${C.coral}" transform="rotate(-8 ${x + 85} ${y - 100})"/>
</g>`;
}

function armchair(x, y, color = C.coral) {
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">
<rect x="${x}" y="${y - 170}" width="150" height="130" rx="34" fill="${color}"/>
<rect x="${x - 18}" y="${y - 96}" width="186" height="56" rx="22" fill="${color}"/>
<rect x="${x + 16}" y="${y - 40}" width="12" height="40" fill="${C.wood}"/><rect x="${x + 122}" y="${y - 40}" width="12" height="40" fill="${C.wood}"/>
</g>`;
}

function pendant(x, len, color = C.deep) {
  return `<line x1="${x}" y1="0" x2="${x}" y2="${len}" stroke="${INK}" stroke-width="3"/><path d="M ${x - 46} ${len + 46} Q ${x - 44} ${len} ${x} ${len} Q ${x + 44} ${len} ${x + 46} ${len + 46} Z" fill="${color}" stroke="${INK}" stroke-width="4"/><ellipse cx="${x}" cy="${len + 52}" rx="30" ry="10" fill="#fff3c9" fill-opacity=".9"/>`;
}

function logoOnWall(x, y, size) {
  const inner = LOGO_SVG.replace(/<svg [^>]*>/, "")
    .replace("</svg>", "")
    .replace(/id="lg"/g, 'id="lgw"')
    .replace(/url\(#lg\)/g, "url(#lgw)");
  return `<svg x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg>`;
}

function lightPatch(x1, x2, floorY) {
  return `<path d="M ${x1} ${floorY} L ${x2} ${floorY} L ${x2 + 180} ${H} L ${x1 + 60} ${H} Z" fill="#ffffff" fill-opacity=".35"/>`;
}

const ABOUT = {
  occfad() {
    return (
      roomShell({ floorY: 560 }) +
      windowPane(70, 90, 300, 360) +
      lightPatch(90, 360, 560) +
      wallShelf(880, 300, 220) +
      cabinet(860, 430, 280, 150) +
      `<rect x="940" y="400" width="60" height="16" rx="6" fill="#dfe8ea" stroke="${INK}" stroke-width="4"/>` +
      wallArt(400, 150, 140, 110, 37) +
      dentalChair(650, 640, 0.9) +
      plant(170, 650, 0.8, 7) +
      sparkle(560, 90, 16, C.coral, 0.6)
    );
  },
  "meetthedoctors-1"() {
    return (
      roomShell({ floorY: 580 }) +
      wallArt(120, 140, 220, 160, 3) +
      `<rect x="0" y="0" width="${W}" height="40" fill="${C.mint}" fill-opacity=".5"/>` +
      cabinet(880, 440, 260, 150) +
      wallShelf(900, 300, 200) +
      // A tray table on an arm beside the chair.
      `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><path d="M 330 690 L 330 420" stroke-width="10"/><rect x="250" y="400" width="170" height="24" rx="8" fill="#f7f2ea"/>
<path d="M 280 396 L 330 396 M 300 388 L 360 388" stroke-width="5" stroke="${C.teal}"/><ellipse cx="330" cy="692" rx="60" ry="10" fill="#e6ded2"/></g>` +
      dentalChair(640, 690, 1.0, { uph: C.deep }) +
      plant(1120, 690, 0.7, 13)
    );
  },
  "meetthedoctors-2"() {
    return (
      roomShell({ floorY: 560 }) +
      wallArt(230, 140, 200, 150, 5) +
      wallArt(460, 170, 130, 100, 9) +
      windowPane(860, 100, 240, 320) +
      `<ellipse cx="520" cy="700" rx="420" ry="60" fill="${C.mint}" stroke="${INK}" stroke-opacity=".15" stroke-width="3"/>` +
      sofa(200, 640, 420) +
      armchair(760, 650, C.coral) +
      `<g stroke="${INK}" stroke-width="4"><rect x="560" y="640" width="170" height="18" rx="8" fill="${C.wood}"/><rect x="580" y="656" width="12" height="48" fill="${C.wood}"/><rect x="698" y="656" width="12" height="48" fill="${C.wood}"/>
<path d="M 630 640 L 626 600 Q 645 590 664 600 L 660 640 Z" fill="${C.teal}"/><path d="M 645 596 Q 630 560 606 556 M 645 596 Q 660 556 690 548" fill="none" stroke="${C.teal}" stroke-width="6"/></g>` +
      `<g stroke="${INK}" stroke-width="4"><line x1="140" y1="640" x2="140" y2="360" stroke-width="6"/><path d="M 96 360 L 184 360 L 166 300 L 114 300 Z" fill="#fff3c9"/><ellipse cx="140" cy="642" rx="36" ry="8" fill="#e6ded2"/></g>` +
      plant(1060, 640, 0.85, 17)
    );
  },
  "meetthedoctors-3"() {
    return (
      roomShell({ floorY: 600 }) +
      windowPane(60, 110, 220, 300) +
      ctScreen(360, 110, 520, 320) +
      `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><rect x="220" y="520" width="820" height="26" rx="10" fill="${C.wood}"/><rect x="260" y="546" width="22" height="200" fill="#e6d5bc"/><rect x="980" y="546" width="22" height="200" fill="#e6d5bc"/>
<rect x="470" y="494" width="280" height="22" rx="8" fill="#f7f2ea"/><rect x="790" y="492" width="40" height="24" rx="12" fill="#f7f2ea"/></g>` +
      plant(1120, 740, 0.7, 23) +
      `<g stroke="${INK}" stroke-width="4"><rect x="950" y="440" width="70" height="54" rx="10" fill="${C.coral}"/><path d="M 960 452 L 1010 452" stroke="#fff" stroke-width="4"/></g>`
    );
  },
  officetour() {
    return (
      roomShell({ floorY: 580 }) +
      `<rect x="240" y="60" width="520" height="330" rx="20" fill="${C.mint}" fill-opacity=".55"/>` +
      logoOnWall(500, 220, 150) +
      pendant(360, 80) +
      pendant(500, 40, C.teal) +
      pendant(640, 80) +
      // Reception desk with a curved front and a counter top.
      `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><path d="M 180 420 L 820 420 L 820 640 Q 500 680 180 640 Z" fill="url(#tealG)"/>
<rect x="160" y="396" width="680" height="34" rx="14" fill="${C.wood}"/>
<path d="M 220 470 Q 500 500 780 470" fill="none" stroke="${C.mint}" stroke-width="4" stroke-opacity=".6"/>
<rect x="560" y="330" width="110" height="70" rx="8" fill="#e6ded2"/><rect x="605" y="396" width="20" height="6" fill="#e6ded2"/></g>` +
      `<g transform="translate(880 660) scale(.85) translate(-880 -660)">${armchair(880, 660, C.teal)}</g>` +
      `<g transform="translate(1036 660) scale(.85) translate(-1036 -660)">${armchair(1036, 660, C.coral)}</g>` +
      plant(110, 680, 0.85, 29) +
      wallArt(900, 150, 200, 150, 31)
    );
  },
  "office-exterior"() {
    // The building entrance, as a placeholder until a photo of the real entrance is added.
    const palm = (x, y, s) =>
      place(
        x,
        y,
        s,
        `<path d="M 0 0 C 6 -120, 2 -240, 20 -340" fill="none" stroke="${INK}" stroke-width="26"/><path d="M 0 0 C 6 -120, 2 -240, 20 -340" fill="none" stroke="#c9ad86" stroke-width="18"/>` +
          [-160, -120, -70, -20, 30, 80]
            .map((a) => {
              const rad = (a * Math.PI) / 180;
              const ex = 20 + Math.cos(rad) * 170;
              const ey = -340 + Math.sin(rad) * 110 + 60;
              return `<path d="M 20 -340 Q ${r2((20 + ex) / 2)} ${r2(-400)} ${r2(ex)} ${r2(ey)} Q ${r2((20 + ex) / 2 + 10)} ${r2(-360)} 20 -340 Z" fill="${C.teal}"/>`;
            })
            .join(""),
      );
    return (
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe6e0"/><stop offset="1" stop-color="${C.ivory}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="1040" cy="120" r="60" fill="#fff3d6"/>` +
      `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">
<rect x="140" y="150" width="920" height="500" fill="${C.sand}"/>
<rect x="120" y="130" width="960" height="34" rx="6" fill="${C.ivory}"/>
${[200, 340, 780, 920].map((x) => `<rect x="${x}" y="220" width="100" height="130" rx="6" fill="url(#glass)"/><rect x="${x}" y="410" width="100" height="130" rx="6" fill="url(#glass)"/>`).join("")}
<rect x="480" y="330" width="240" height="320" fill="#e9dfd0"/>
<rect x="500" y="380" width="100" height="270" fill="url(#glass)"/><rect x="600" y="380" width="100" height="270" fill="url(#glass)"/>
<line x1="584" y1="490" x2="584" y2="540" stroke-width="6"/><line x1="616" y1="490" x2="616" y2="540" stroke-width="6"/>
<path d="M 440 330 L 760 330 L 740 290 L 460 290 Z" fill="${C.deep}"/>
<rect x="400" y="650" width="400" height="20" fill="#e6dccb"/><rect x="380" y="668" width="440" height="20" fill="#ddd1bd"/>
<rect x="0" y="686" width="${W}" height="114" fill="#e8ddcb"/>
<rect x="320" y="590" width="120" height="60" rx="8" fill="${C.coral}"/><rect x="760" y="590" width="120" height="60" rx="8" fill="${C.coral}"/>
</g>` +
      `<path d="M 520 400 L 560 380 M 520 470 L 590 420 M 620 420 L 680 390" stroke="#fff" stroke-width="8" stroke-opacity=".6" stroke-linecap="round"/>` +
      [340, 380, 420, 780, 820, 860]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${580 - (i % 2) * 10}" r="${30 + (i % 3) * 6}" fill="${i % 2 ? C.teal : "#2c9b93"}" stroke="${INK}" stroke-width="4"/>`,
        )
        .join("") +
      palm(80, 700, 1.2) +
      palm(1130, 700, 1.05)
    );
  },
};

function doctorPortrait() {
  const w = 800;
  const h = 1000;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="pbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.mint}"/><stop offset="1" stop-color="${C.sand}"/></linearGradient>
<linearGradient id="sil" gradientUnits="userSpaceOnUse" x1="0" y1="230" x2="0" y2="1000"><stop offset="0" stop-color="#9fc4c0"/><stop offset="1" stop-color="#86b2ae"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#pbg)"/>
<circle cx="400" cy="430" r="300" fill="#ffffff" fill-opacity=".35"/>
<rect x="40" y="40" width="720" height="920" rx="36" fill="none" stroke="${C.teal}" stroke-opacity=".45" stroke-width="6" stroke-dasharray="22 16"/>
<ellipse cx="400" cy="390" rx="132" ry="158" fill="url(#sil)"/>
<path d="M 344 520 L 456 520 L 466 610 L 334 610 Z" fill="url(#sil)"/>
<path d="M 100 1000 L 100 880 C 100 720, 230 640, 400 628 C 570 640, 700 720, 700 880 L 700 1000 Z" fill="url(#sil)"/>
<path d="M 330 626 L 400 760 L 470 626" fill="none" stroke="#fffaf3" stroke-opacity=".7" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>
<g transform="translate(660 140)" opacity=".8"><circle r="50" fill="#ffffff" fill-opacity=".7"/><rect x="-26" y="-14" width="52" height="36" rx="8" fill="none" stroke="${C.teal}" stroke-width="5"/><path d="M -10 -14 L -6 -22 L 6 -22 L 10 -14" fill="none" stroke="${C.teal}" stroke-width="5" stroke-linejoin="round"/><circle cx="0" cy="4" r="9" fill="none" stroke="${C.teal}" stroke-width="5"/></g>
</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------

const abs = (rel) => path.join(ROOT, rel);
const written = [];

async function save(rel, pipeline) {
  const file = abs(rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.partial`;
  await pipeline.toFile(tmp);
  await fs.rename(tmp, file);
  const { size } = await fs.stat(file);
  written.push({ rel, size });
  console.log(`  ${rel}  ${(size / 1024).toFixed(1)} KB`);
}

const jpeg = (svg, quality = 80) => sharp(Buffer.from(svg)).flatten({ background: C.ivory }).jpeg({ quality, mozjpeg: true });

function fresh(fn, ...args) {
  idCounter = 0;
  return fn(...args);
}

function hasFfmpeg() {
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

function h264Args(fps, crf) {
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
function vp9Args(fps, crf) {
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

function runFfmpeg(args) {
  const proc = spawn(FFMPEG, ["-y", "-hide_banner", "-loglevel", "error", ...args], { stdio: ["pipe", "ignore", "pipe"] });
  let err = "";
  proc.stderr.on("data", (d) => (err += d));
  proc.stdin.on("error", () => {}); // reported through the exit code below
  const done = new Promise((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`))));
  });
  return { proc, done };
}

/**
 * Renders frames t = i / frames (i < frames) with sharp and pipes raw RGB into one ffmpeg per output.
 * Because every scene is periodic, the frame after the last one would be frame 0 again: a seamless loop.
 */
async function encodeLoop({ width, height, fps, seconds, frameSvg, outputs }) {
  const frames = fps * seconds;
  const input = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-framerate", String(fps), "-i", "-"];
  const jobs = outputs.map((o) => ({
    ...o,
    tmp: `${abs(o.rel)}.partial`,
    ...runFfmpeg([...input, ...o.args, `${abs(o.rel)}.partial`]),
  }));
  await Promise.all(outputs.map((o) => fs.mkdir(path.dirname(abs(o.rel)), { recursive: true })));
  const render = (i) =>
    sharp(Buffer.from(frameSvg(i / frames)))
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer();
  const ahead = 4;
  const queue = [];
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

// --- Job list -----------------------------------------------------------------------------------------

const SVC_IMAGES = Object.keys(SERVICE);
const SVC_VIDEOS = Object.keys(ANIM);

function buildJobs(video) {
  const jobs = [];
  for (const slug of SVC_IMAGES) {
    jobs.push({
      name: `services/${slug}`,
      run: () => save(`content/images/services/${slug}.jpg`, jpeg(fresh(() => svgDoc(SERVICE[slug]())))),
    });
  }
  for (const slug of SVC_VIDEOS) {
    const frameSvg = (t) => fresh(() => svgDoc(ANIM[slug](t), { outW: 960, outH: 640 }));
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
      run: () => save(`content/images/about/${file}.jpg`, jpeg(fresh(() => svgDoc(ABOUT[key]())))),
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
  const lin = (c) => {
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
  const jobs = buildJobs(video).filter((j) => !only.length || only.some((o) => j.name.toLowerCase().includes(o.toLowerCase())));
  if (args.includes("--list")) {
    jobs.forEach((j) => console.log(j.name));
    return;
  }
  if (!video.ok)
    console.warn(
      `Skipping video encoding: ${video.why}. Posters and images are still written; existing videos are left as they are.`,
    );
  const started = Date.now();
  for (const job of jobs) {
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
