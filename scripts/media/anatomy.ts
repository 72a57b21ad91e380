import { C, r2, rng, uid, lerp, place } from "./svg";

// The shapes the service clips are drawn from. Teeth: side view, crown up, local box x 20..220, y 0..405;
// the neck sits at y≈180.

const ROOTS =
  "C 200 250, 195 330, 176 385 C 167 405, 146 402, 143 382 C 138 322, 132 272, 120 247 C 108 272, 102 322, 97 382 C 94 402, 73 405, 64 385 C 45 330, 40 250, 35 180";
export const MOLAR_D = `M 20 60 C 20 20, 60 0, 86 18 C 105 31, 135 31, 154 18 C 180 0, 220 20, 220 60 C 220 110, 212 150, 205 180 ${ROOTS} C 28 150, 20 110, 20 60 Z`;
/** A tooth prepared for a crown: a smooth, tapered stub on the same roots. */
export const PREP = `<path d="M 60 104 C 62 82, 86 72, 120 72 C 154 72, 178 82, 180 104 L 205 180 ${ROOTS} L 60 104 Z" fill="url(#enamel)"/>`;
const MOLAR_SHINE = `<path d="M 44 70 C 42 48, 52 34, 68 30" fill="none" stroke="#ffffff" stroke-width="11" stroke-linecap="round"/>`;
/** A crown: the molar's visible part, with a gently curved lower margin. */
export const CROWN = `<path d="M 20 60 C 20 20, 60 0, 86 18 C 105 31, 135 31, 154 18 C 180 0, 220 20, 220 60 C 220 110, 212 150, 205 180 C 160 192, 80 192, 35 180 C 28 150, 20 110, 20 60 Z" fill="url(#enamel)"/>${MOLAR_SHINE}`;
/** The hollow underside of a crown (seen while it hovers above the prepared tooth). */
export const CROWN_INNER_D =
  "M 58 184 L 63 110 C 65 94, 88 88, 120 88 C 152 88, 175 94, 177 110 L 182 184 C 150 190, 90 190, 58 184 Z";

export const MOLAR = `<path d="${MOLAR_D}" fill="url(#enamel)"/>${MOLAR_SHINE}`;
/** A body drawn in the tooth box, centred on cx with its top at y. */
export const toothAt = (cx: number, y: number, s: number, body: string) => place(cx - 120 * s, y, s, body);
export const molarAt = (cx: number, y: number, s: number) => toothAt(cx, y, s, MOLAR);

/** The four upper incisors, left to right: lateral, central, central, lateral; z lowers the gum zenith. */
const LATERAL = { w: 80, h: 126, z: 10 };
const CENTRAL = { w: 104, h: 150, z: 0 };
const INCISORS = [LATERAL, CENTRAL, CENTRAL, LATERAL];

/** One laid-out front tooth: left x, width, height and its gum zenith y. */
type RowTooth = ReturnType<typeof frontRow>[number];

/** Lays out the incisors centred on cx, `scale` times their size and `gap` apart, the gum line at gumY. */
export function frontRow(cx: number, gumY: number, gap: number, scale: number) {
  const total = INCISORS.reduce((s, t) => s + t.w * scale, 0) + gap * (INCISORS.length - 1);
  let x = cx - total / 2;
  return INCISORS.map((t) => {
    const p = { x, w: t.w * scale, h: t.h * scale, zy: gumY + t.z * scale };
    x += t.w * scale + gap;
    return p;
  });
}

export const rowEnd = (row: RowTooth[]) => row[row.length - 1].x + row[row.length - 1].w;

/** An incisor of the row, front (labial) view with its highlight: cervical edge at y=0 (under the gum), incisal edge at h. */
function incisor({ w, h }: RowTooth) {
  const r = Math.min(w * 0.3, 28);
  const highlight = `<path d="M ${r2(w * 0.22)} ${r2(h * 0.25)} C ${r2(w * 0.18)} ${r2(h * 0.5)}, ${r2(w * 0.2)} ${r2(h * 0.7)}, ${r2(w * 0.26)} ${r2(h * 0.82)}" fill="none" stroke="#fff" stroke-width="8"/>`;
  return `<path d="M ${r2(w * 0.1)} -30 L ${r2(w * 0.9)} -30 C ${r2(w * 0.97)} ${r2(h * 0.3)}, ${r2(w)} ${r2(h * 0.55)}, ${r2(w)} ${r2(h - r)} C ${r2(w)} ${r2(h - r * 0.3)}, ${r2(w - r * 0.35)} ${r2(h)}, ${r2(w - r)} ${r2(h)} L ${r2(r)} ${r2(h)} C ${r2(r * 0.35)} ${r2(h)}, 0 ${r2(h - r * 0.3)}, 0 ${r2(h - r)} C 0 ${r2(h * 0.55)}, ${r2(w * 0.03)} ${r2(h * 0.3)}, ${r2(w * 0.1)} -30 Z" fill="url(#enamel)"/>${highlight}`;
}

export const frontTeeth = (row: RowTooth[]) => row.map((t) => place(t.x, t.zy, 1, incisor(t))).join("");

/**
 * The gum over a row of upper front teeth from y = top: a band whose lower edge arches over each tooth (its
 * zenith) and dips into a papilla between teeth, reaching 70 beyond the row on either side.
 */
export function upperGum(row: RowTooth[], top: number, papilla: number) {
  const x0 = row[0].x - 70;
  const x1 = rowEnd(row) + 70;
  // Each tooth's papilla on its left (x, y) and its zenith (zx, zy).
  const pts = row.map((t, i) => ({
    x: i === 0 ? t.x - 30 : (row[i - 1].x + row[i - 1].w + t.x) / 2,
    y: (i === 0 ? t.zy : (row[i - 1].zy + t.zy) / 2) + papilla,
    zx: t.x + t.w / 2,
    zy: t.zy,
  }));
  const endX = rowEnd(row) + 30;
  const endY = row[row.length - 1].zy + papilla;
  const mid = (x0 + x1) / 2;
  let d = `M ${x0} ${top + 46} Q ${x0} ${top} ${x0 + 46} ${top} Q ${mid} ${top - 22} ${x1 - 46} ${top} Q ${x1} ${top} ${x1} ${top + 46} L ${x1} ${r2(endY - 24)} Q ${x1} ${r2(endY)} ${r2(x1 - 24)} ${r2(endY)} L ${r2(endX)} ${r2(endY)}`;
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    const nextY = i === pts.length - 1 ? endY : pts[i + 1].y;
    const cy = 2 * p.zy - (p.y + nextY) / 2;
    d += ` Q ${r2(p.zx)} ${r2(cy)} ${r2(p.x)} ${r2(p.y)}`;
  }
  d += ` L ${r2(x0 + 24)} ${r2(pts[0].y)} Q ${x0} ${r2(pts[0].y)} ${x0} ${r2(pts[0].y - 24)} Z`;
  return `<path d="${d}" fill="url(#gumUp)" stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"/>`;
}

export function boneBlock(x: number, y: number, w: number, h: number, { seed = 3, up = false, rx = 46, density = 1 } = {}) {
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
<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${rx}" fill="url(#${up ? "boneUp" : "bone"})" stroke="${C.ink}" stroke-width="4"/>
<g clip-path="url(#${id})" stroke="none">${dots}</g>`;
}

/** A gum band whose edge rolls gently (the top edge, or with `up` the bottom one); drawn behind teeth in side views. */
export function gumBand(x: number, y: number, w: number, h: number, up = false) {
  const [edge, base, dir] = up ? [y + h, y, -1] : [y, y + h, 1];
  const [wave, waves] = [10, 3];
  let d = `M ${r2(x)} ${r2(base)} L ${r2(x)} ${r2(edge + 30 * dir)} Q ${r2(x)} ${r2(edge)} ${r2(x + 40)} ${r2(edge)}`;
  const seg = (w - 80) / waves;
  for (let i = 0; i < waves; i++)
    d += ` Q ${r2(x + 40 + seg * (i + 0.5))} ${r2(edge + (i % 2 ? wave : -wave) * dir)} ${r2(x + 40 + seg * (i + 1))} ${r2(edge)}`;
  d += ` Q ${r2(x + w)} ${r2(edge)} ${r2(x + w)} ${r2(edge + 30 * dir)} L ${r2(x + w)} ${r2(base)} Z`;
  return `<path d="${d}" fill="url(#${up ? "gumUp" : "gum"})" stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"/>`;
}

/** Lower jaw section: bone with gum on top. Teeth drawn afterwards sit over both. */
export function lowerJaw({ x, w, gumY, boneY, bottom, seed }: Record<"x" | "w" | "gumY" | "boneY" | "bottom" | "seed", number>) {
  return boneBlock(x, boneY, w, bottom - boneY, { seed }) + gumBand(x - 10, gumY, w + 20, boneY - gumY + 36);
}

/** Bone-graft granules (every third one mint) filling the path `area`, clipped to it under the id `id`; `at` gives each one's x, y and r. */
export function graft(id: string, area: string, count: number, at: () => number[]) {
  let granules = "";
  for (let i = 0; i < count; i++) {
    const [x, y, r] = at();
    granules += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(r)}" fill="${i % 3 ? "#fbf4e6" : C.mintDeep}" stroke="${C.boneDeep}" stroke-width="3"/>`;
  }
  return `<clipPath id="${id}"><path d="${area}"/></clipPath><g clip-path="url(#${id})">${granules}</g>`;
}

/** The implant post without its abutment: threaded, in metal, top centre at (0,0), pointing down, `len` long. */
export function implantPost(len: number, topW = 64, botW = 44, pitch = 22) {
  const hw = (y: number) => lerp(topW / 2, botW / 2, y / len);
  const right = [];
  const left = [];
  const collar = 22;
  for (let y = collar; y < len - 34; y += pitch) {
    right.push(`L ${r2(hw(y) + 7)} ${r2(y + pitch * 0.3)} L ${r2(hw(y))} ${r2(y + pitch * 0.75)}`);
    left.unshift(`L ${r2(-hw(y))} ${r2(y + pitch * 0.75)} L ${r2(-hw(y) - 7)} ${r2(y + pitch * 0.3)} L ${r2(-hw(y))} ${r2(y)}`);
  }
  const d = `M ${r2(-topW / 2)} 0 L ${r2(topW / 2)} 0 L ${r2(hw(collar))} ${collar} ${right.join(" ")} L ${r2(hw(len - 30))} ${r2(len - 30)} Q ${r2(hw(len - 30))} ${r2(len)} 0 ${r2(len)} Q ${r2(-hw(len - 30))} ${r2(len)} ${r2(-hw(len - 30))} ${r2(len - 30)} ${left.join(" ")} L ${r2(-hw(collar))} ${collar} Z`;
  return `<path d="${d}" fill="url(#metal)"/><line x1="-26" y1="11" x2="26" y2="11" stroke-opacity=".35"/>`;
}
