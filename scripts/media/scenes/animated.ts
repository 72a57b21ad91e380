import { C, W, H, r2, rng, uid, smooth, pulse, lerp, place, backdrop, groundShadow, sparkle, arrow } from "../svg";
import * as A from "../anatomy";

// Animated service scenes (drawn in 1200×800, output 960×640). Each takes t ∈ [0, 1) and is periodic:
// scene(0) === scene(1), so the clip loops without a seam. Frame 0 (the poster) shows the subject clearly.

export const ANIM = {
  crowns(t: number) {
    // Crown hovers (poster), lowers onto the prepared tooth, rests, and rises back.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92);
    const s = 0.95;
    const prepY = 445 - 180 * s; // the neck sits just under the gum line
    const crownY = prepY - 200 * (1 - k);
    const hollow = r2(1 - smooth(k * 1.6));
    const crown = `${A.CROWN}<path d="${A.CROWN_INNER_D}" fill="#e6dccb" fill-opacity="${hollow}" stroke-opacity="${hollow}"/>`;
    const spark = pulse(t, 0.4, 0.5, 0.58, 0.7);
    return (
      backdrop({ cy: 400, r: 380, seed: 301 }) +
      A.lowerJaw({ x: 170, w: 860, gumY: 420, boneY: 460, bottom: 760, seed: 303 }) +
      A.molarAt(300, 440 - 180 * 0.8, 0.8) +
      A.molarAt(900, 440 - 180 * 0.8, 0.8) +
      A.toothAt(600, prepY, s, A.PREP) +
      groundShadow(600, prepY + 76 * s, lerp(70, 100, k), lerp(8, 14, k)) +
      A.toothAt(600, crownY, s, crown) +
      sparkle(760, 170, lerp(8, 26, spark), C.teal, spark)
    );
  },

  fillings(t: number) {
    // The filling is in place (poster), fades out to show the cavity, and fades back in under a curing glow.
    const k = 1 - pulse(t, 0.15, 0.35, 0.55, 0.8);
    const glow = pulse(t, 0.58, 0.7, 0.78, 0.9);
    const cavity = "M 86 18 C 105 31, 135 31, 154 18 C 160 40, 158 70, 146 86 C 136 98, 104 98, 94 86 C 82 70, 80 40, 86 18 Z";
    const s = 1.3;
    const tooth = `${A.MOLAR}
<path d="${cavity}" fill="${C.cavity}"/><path d="M 96 40 C 100 70, 112 84, 134 84" fill="none" stroke="#a98559" stroke-width="6" stroke-opacity=".6"/>
<g opacity="${r2(k)}"><path d="${cavity}" fill="#fbf5ea"/><path d="${cavity}" fill="none" stroke="${C.teal}" stroke-width="${r2(3 / s)}" stroke-dasharray="3 5"/></g>`;
    return (
      backdrop({ cy: 400, r: 380, seed: 311 }) +
      A.lowerJaw({ x: 200, w: 800, gumY: 390, boneY: 440, bottom: 760, seed: 313 }) +
      `<circle cx="600" cy="160" r="${r2(120 + 40 * glow)}" fill="url(#glowMint)" opacity="${r2(glow)}"/>` +
      A.toothAt(600, 150, s, tooth) +
      sparkle(760, 170, 26 * k, C.teal, k) +
      sparkle(440, 210, 14 * k, C.coral, k)
    );
  },

  inlays(t: number) {
    // The custom piece hovers (poster), settles into the molar, and lifts again.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92);
    const s = 1.25;
    const inlay =
      "M 86 18 C 105 31, 135 31, 154 18 L 150 40 L 166 48 L 160 88 C 158 96, 152 100, 144 100 L 96 100 C 88 100, 82 96, 80 88 L 74 48 L 90 40 Z";
    const lift = 190 * (1 - k);
    const tooth = `${A.MOLAR}<path d="${inlay}" fill="${C.cavity}"/><path d="M 88 50 L 92 88 C 94 94, 98 96, 104 96" fill="none" stroke="#a98559" stroke-width="5" stroke-opacity=".6"/>`;
    const piece = `<path d="${inlay}" fill="url(#mintG)"/><path d="M 96 34 Q 108 40 124 38" fill="none" stroke="#fff" stroke-width="6"/>`;
    return (
      backdrop({ cy: 400, r: 380, seed: 321 }) +
      A.lowerJaw({ x: 200, w: 800, gumY: 440, boneY: 490, bottom: 760, seed: 323 }) +
      A.toothAt(600, 210, s, tooth) +
      groundShadow(600, 228, lerp(70, 60, k), 10) +
      A.toothAt(600, 210 - lift, s, piece) +
      sparkle(800, 200, 24 * pulse(t, 0.38, 0.48, 0.56, 0.66), C.teal)
    );
  },

  crownlengthening(t: number) {
    // The gum line starts low over the teeth (poster, with the planned line dashed), is reshaped upward, and returns.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92);
    const row = A.frontRow(600, 330, 6, 1.4);
    const lastX = A.rowEnd(row);
    const low = 58;
    const drawRow = row.map((tt) => ({ ...tt, zy: tt.zy + low * (1 - k) }));
    const target = row.map(
      (tt) =>
        `${r2(tt.x + 8)} ${r2(tt.zy + 14)} Q ${r2(tt.x + tt.w / 2)} ${r2(tt.zy - 12)} ${r2(tt.x + tt.w - 8)} ${r2(tt.zy + 14)}`,
    );
    return (
      backdrop({ cy: 420, r: 390, seed: 331, shadow: [600, 660, 330] }) +
      A.frontTeeth(row) +
      A.upperGum(drawRow, 180, 50) +
      `<g fill="none" stroke="${C.coral}" stroke-width="5" stroke-dasharray="4 11" stroke-linecap="round" opacity="${r2(1 - 0.7 * k)}">${target.map((d) => `<path d="M ${d}"/>`).join("")}</g>` +
      sparkle(lastX + 60, 520, 24 * pulse(t, 0.38, 0.48, 0.56, 0.66), C.teal)
    );
  },

  sinuslift(t: number) {
    // Upper jaw section: the sinus floor is raised over new graft and an implant (poster); the implant
    // withdraws, the floor settles, then rises again and the implant returns.
    const lift = 1 - pulse(t, 0.22, 0.42, 0.58, 0.78);
    const imp = 1 - pulse(t, 0.08, 0.22, 0.78, 0.92);
    const floorY = 400;
    const dome = floorY - 150 * lift;
    const sinus = `M 200 ${floorY} Q 200 120 420 110 L 780 110 Q 1000 120 1000 ${floorY} L 760 ${floorY} C 720 ${floorY}, 700 ${r2(dome)}, 600 ${r2(dome)} C 500 ${r2(dome)}, 480 ${floorY}, 440 ${floorY} Z`;
    const floor = `M 440 ${floorY} C 480 ${floorY}, 500 ${r2(dome)}, 600 ${r2(dome)} C 700 ${r2(dome)}, 720 ${floorY}, 760 ${floorY}`;
    const rand = rng(341);
    const gid = uid("graft");
    const implantY = 610 + 260 * (1 - imp);
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      A.boneBlock(120, 60, 960, 560, { seed: 343, up: true, rx: 50, density: 0.8 }) +
      A.graft(gid, `${floor} Z`, 40, () => [460 + rand() * 280, floorY - 10 - rand() * 150, 6 + rand() * 7]) +
      `<path d="${sinus}" fill="url(#mintG)" stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="${floor}" fill="none" stroke="${C.coral}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M 300 200 Q 340 170 400 166" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
      A.gumBand(110, 590, 980, 70, true) +
      place(300 + 120 * 0.8, 690, 0.8, A.MOLAR, { flipY: true, flipX: true }) +
      place(900 + 120 * 0.8, 690, 0.8, A.MOLAR, { flipY: true, flipX: true }) +
      `<g opacity="${r2(imp)}">${place(600, implantY, 1, A.implantPost(240), { flipY: true })}</g>`
    );
  },

  toothextractions(t: number) {
    // The tooth rises gently out of its socket (poster), settles back, and lifts again.
    const k = pulse(t, 0.12, 0.42, 0.62, 0.92); // 0 = lifted, 1 = seated
    const lift = 200 * (1 - k);
    const s = 1.05;
    const wobble = Math.sin(t * Math.PI * 4) * 3 * (1 - k);
    const socket = `<path d="${A.MOLAR_D}" fill="#c98b7a" fill-opacity=".55" stroke="${C.ink}" stroke-opacity=".55"/>`;
    return (
      backdrop({ cy: 380, r: 380, seed: 351 }) +
      A.lowerJaw({ x: 170, w: 860, gumY: 440, boneY: 480, bottom: 770, seed: 353 }) +
      A.toothAt(600, 258, s, socket) +
      A.molarAt(290, 270, 0.75) +
      A.molarAt(910, 270, 0.75) +
      `<g transform="rotate(${r2(wobble)} 600 300)">${A.toothAt(600, 258 - lift, s, A.MOLAR)}</g>` +
      arrow(790, 330, 800, 260, 770, 190, C.coral, 1 - k)
    );
  },
};
