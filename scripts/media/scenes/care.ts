import { C, W, H, INK } from "../palette";
import { r2, rng, uid, place, backdrop, groundShadow, sparkle, sparkles, arrow } from "../svg";
import * as A from "../anatomy";
import { dentalChair, laserTool, ctScreen } from "../equipment";

/** Front teeth hanging from a base at y, their incisal edges down. */
const hangingTeeth = (row: A.RowTooth[], y: number) =>
  row.map((t) => place(t.x, y, 1, `<path d="${A.frontToothD(t.w, t.h, t.tip)}" fill="url(#enamel)"/>`, { flipY: true })).join("");

export const CARE_SCENES = {
  implantsupporteddentures() {
    // Front view: a gum ridge with four posts, and the denture above it, about to snap on.
    const ridge = `M 150 640 L 150 540 Q 150 500 200 500 Q 600 470 1000 500 Q 1050 500 1050 540 L 1050 640 Z`;
    const atPosts = (y: number, body: string) => [330, 500, 700, 870].map((x) => place(x, y, 1, body)).join("");
    const posts = atPosts(
      500,
      `<rect x="-16" y="-20" width="32" height="40" rx="6" fill="url(#metal)"/><circle cx="0" cy="-30" r="17" fill="url(#metal)"/>`,
    );
    // Snap housings inside the denture's fitting surface, lined up with the posts.
    const housings = atPosts(
      244,
      `<path d="M -28 26 L -28 8 Q -28 0 -20 0 L 20 0 Q 28 0 28 8 L 28 26 Z" fill="${C.teal}"/><circle cx="0" cy="16" r="8" fill="${C.mint}"/>`,
    );
    const set = A.FRONT_SET.map((t) => ({ ...t, h: t.h * 0.62, tip: t.tip * 0.6 }));
    const row = A.frontRow(600, 130, set, 4, 1);
    const lastX = A.rowEnd(row);
    const denture =
      `<path d="M ${r2(row[0].x - 90)} 90 Q 600 60 ${r2(lastX + 90)} 90 Q ${r2(lastX + 120)} 92 ${r2(lastX + 118)} 140 L ${r2(lastX + 108)} 250 Q ${r2(lastX + 104)} 270 ${r2(lastX + 80)} 270 L ${r2(row[0].x - 80)} 270 Q ${r2(row[0].x - 104)} 270 ${r2(row[0].x - 108)} 250 L ${r2(row[0].x - 118)} 140 Q ${r2(row[0].x - 120)} 92 ${r2(row[0].x - 90)} 90 Z" fill="url(#gum)" stroke="${INK}" stroke-width="4"/>` +
      hangingTeeth(row, 170);
    return (
      backdrop({ cy: 420, r: 400, seed: 111 }) +
      A.boneBlock(180, 560, 840, 190, { seed: 113 }) +
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
    const full = [{ ...back }, ...A.FRONT_SET.map((t) => ({ ...t, h: t.h * 0.8, tip: t.tip * 0.8 })), { ...back }];
    const r = A.frontRow(600, 280, full, 4, 0.95);
    const lastX = A.rowEnd(r);
    const bridgeBase = `<path d="M ${r2(r[0].x - 40)} 290 Q 600 250 ${r2(lastX + 40)} 290 L ${r2(lastX + 30)} 360 Q 600 380 ${r2(r[0].x - 30)} 360 Z" fill="url(#gum)" stroke="${INK}" stroke-width="4"/>`;
    const posts = [
      [330, -24],
      [500, -4],
      [700, 4],
      [870, 24],
    ]
      .map(([x, rot]) => place(x, 378, 0.85, A.implantPost({ len: 240 }), { rot }))
      .join("");
    return (
      backdrop({ cy: 420, r: 400, seed: 121 }) +
      A.boneBlock(170, 420, 860, 320, { seed: 123 }) +
      A.gumBand(160, 360, 880, 90, { waves: 4, wave: 6 }) +
      posts +
      bridgeBase +
      hangingTeeth(r, 300) +
      sparkles([1000, 160, 26, C.teal], [200, 200, 14, C.coral])
    );
  },

  otherprosthetics() {
    // Two prepared teeth carry a three-unit bridge (lifted a little so the preparations show); the middle
    // unit replaces the missing tooth and has no root.
    const s = 0.86;
    const xs = [370, 600, 830];
    const prepY = 300;
    const crownTop = 128;
    const unit = (cx: number) => A.toothAt(cx, crownTop, s, A.CROWN);
    const connectors = `<rect x="${xs[0]}" y="${crownTop + 52}" width="${xs[2] - xs[0]}" height="76" rx="30" fill="#f3ece0" stroke="${INK}" stroke-width="4"/>`;
    return (
      backdrop({ cy: 420, r: 390, seed: 131 }) +
      A.lowerJaw({ x: 150, w: 900, gumY: 420, boneY: 460, bottom: 760, seed: 133 }) +
      A.toothAt(xs[0], prepY, s, A.PREP) +
      A.toothAt(xs[2], prepY, s, A.PREP) +
      groundShadow(600, 430, 90, 12) +
      connectors +
      xs.map(unit).join("") +
      arrow(1000, 190, 1040, 260, 960, 330, C.coral) +
      sparkles([230, 200, 24, C.teal], [270, 270, 12, C.coral])
    );
  },

  checkupandcleanings() {
    const mirrorShape = `<rect x="-11" y="60" width="22" height="420" rx="11" fill="#dfe8ea"/>
<path d="M -11 300 L 11 300 M -11 330 L 11 330 M -11 360 L 11 360 M -11 390 L 11 390 M -11 420 L 11 420" stroke-width="3"/>
<path d="M -5 60 L -3 20 L 3 20 L 5 60 Z" fill="#dfe8ea"/>
<circle cx="0" cy="-40" r="68" fill="url(#metal)"/>
<circle cx="0" cy="-40" r="54" fill="url(#glass)"/>
<path d="M -30 -70 Q -10 -86 14 -82" fill="none" stroke="#fff" stroke-width="9"/>`;
    const mirror = place(860, 250, 1, mirrorShape, { rot: 26 });
    return (
      backdrop({ cx: 560, cy: 410, r: 380, seed: 141, shadow: [500, 660, 210] }) +
      A.molarAt(500, 180, 1.15) +
      mirror +
      sparkles([300, 200, 30, C.teal], [680, 160, 20, C.coral], [650, 230, 12, C.teal, 0.8])
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
    const brushShape = `<rect x="-8" y="-250" width="16" height="232" rx="8" fill="${C.teal}"/><path d="M -8 -20 L 8 -20 L 5 24 Q 0 36 -5 24 Z" fill="${C.mint}"/>`;
    const brush = place(752, 190, 1, brushShape, { rot: 52 });
    return (
      backdrop({ cy: 410, r: 380, seed: 151, shadow: [560, 690, 220] }) +
      A.toothAt(560, 120, 1.35, tooth) +
      brush +
      sparkles([880, 330, 24, C.teal], [330, 150, 16, C.coral])
    );
  },

  flouridetreatments() {
    const shield = `M 600 110 C 680 150, 760 160, 830 150 C 840 360, 780 560, 600 680 C 420 560, 360 360, 370 150 C 440 160, 520 150, 600 110 Z`;
    const drop = `<path d="M 0 -34 C 12 -16, 24 -2, 24 12 A 24 24 0 0 1 -24 12 C -24 -2, -12 -16, 0 -34 Z" fill="url(#tealSoft)"/><path d="M -10 10 Q -10 0 -4 -6" fill="none" stroke="#fff" stroke-width="5"/>`;
    const drops = [
      [300, 300, 1],
      [260, 420, 0.7],
      [920, 260, 0.85],
      [950, 400, 0.6],
    ]
      .map(([x, y, k]) => place(x, y, k, drop))
      .join("");
    return (
      backdrop({ cy: 400, r: 380, seed: 161 }) +
      `<path d="${shield}" fill="${C.teal}" fill-opacity=".16" stroke="${C.teal}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="${shield}" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".8" transform="translate(600 395) scale(.9) translate(-600 -395)"/>` +
      A.molarAt(600, 210, 0.95) +
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
      sparkles([1010, 170, 22, C.coral, 0.8], [200, 420, 16, C.teal, 0.7])
    );
  },

  "3DDentalPrinters"() {
    // A printer frame with a tooth model half built: finished layers below, dashed outline above.
    const s = 0.95;
    const ty = 270;
    const cut = 175; // local y of the current layer
    let layers = "";
    for (let y = cut; y < 410; y += 14)
      layers += `<line x1="0" y1="${y}" x2="240" y2="${y}" stroke="${C.boneDeep}" stroke-width="3"/>`;
    const id = uid("built");
    const model =
      `<clipPath id="${id}"><rect x="0" y="${cut}" width="240" height="260"/></clipPath>` +
      `<path d="${A.MOLAR_D}" fill="none" stroke="${C.teal}" stroke-dasharray="8 10" stroke-width="4"/>` +
      `<g clip-path="url(#${id})"><path d="${A.MOLAR_D}" fill="${C.ivory}" stroke="${INK}"/><g clip-path="url(#${id})">${layers}</g></g>`;
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
      backdrop({ cy: 410, r: 400, seed: 171, shadow: [600, 740, 340] }) +
      frame +
      `<circle cx="600" cy="${r2(ty + cut * s - 4)}" r="30" fill="url(#glowCoral)"/>` +
      A.toothAt(600, ty - 10, s, model) +
      `<path d="M 600 250 L 600 ${r2(ty + cut * s - 10)}" stroke="${C.coral}" stroke-width="3" stroke-dasharray="4 6"/>` +
      sparkles([970, 180, 24, C.teal], [230, 300, 14, C.coral])
    );
  },

  "3dimagectscans"() {
    return backdrop({ cy: 400, r: 400, seed: 181, shadow: [600, 720, 380] }) + ctScreen(170, 90, 860, 580);
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
      `<clipPath id="${id}"><path d="${A.MOLAR_D}"/></clipPath>` +
      `<path d="${A.MOLAR_D}" fill="url(#tealSoft)"/>` +
      `<g clip-path="url(#${id})"><path d="${mesh}" fill="none" stroke="${C.mint}" stroke-width="2.2" stroke-opacity=".8"/></g>` +
      `<path d="${A.MOLAR_D}" fill="none"/>` +
      `<path d="M 44 70 C 42 48, 52 34, 68 30" fill="none" stroke="#fff" stroke-width="9" stroke-opacity=".8"/>`;
    const wandShape = `<path d="M -60 -30 L 40 -30 L 300 -14 Q 330 0 300 14 L 40 30 L -60 30 Q -80 30 -80 10 L -80 -10 Q -80 -30 -60 -30 Z" fill="#f7f2ea"/>
<rect x="-80" y="-30" width="80" height="60" rx="22" fill="${C.teal}"/>
<rect x="-70" y="-12" width="50" height="24" rx="12" fill="${C.mint}"/>
<path d="M 120 -22 L 200 -18 M 120 22 L 200 18" stroke-opacity=".25"/>`;
    const wand = place(880, 250, 1, wandShape, { rot: 148 });
    return (
      backdrop({ cx: 560, cy: 410, r: 390, seed: 193, shadow: [480, 690, 220] }) +
      `<path d="M 650 300 L 420 160 L 600 560 Z" fill="${C.teal}" fill-opacity=".12"/>` +
      A.toothAt(480, 180, 1.15, model) +
      // The grid floor of the digital view.
      `<g stroke="${C.teal}" stroke-opacity=".25" stroke-width="2">${[0, 1, 2, 3, 4].map((i) => `<line x1="${260 + i * 110}" y1="700" x2="${330 + i * 75}" y2="650"/>`).join("")}<line x1="300" y1="668" x2="680" y2="668"/></g>` +
      wand +
      sparkle(240, 220, 18, C.coral)
    );
  },

  biolaselaser() {
    return (
      backdrop({ cx: 560, cy: 410, r: 390, seed: 201 }) +
      A.lowerJaw({ x: 200, w: 640, gumY: 420, boneY: 470, bottom: 760, seed: 203 }) +
      A.molarAt(500, 180, 1.05) +
      laserTool(700, 230, 1.0, { targetX: 618, targetY: 262 })
    );
  },

  softtissuelasers() {
    const row = A.frontRow(560, 320, A.FRONT_SET.slice(1, 7), 5, 1.2);
    return (
      backdrop({ cy: 430, r: 400, seed: 211, shadow: [560, 690, 330] }) +
      A.frontTeeth(row) +
      A.upperGum(row, { top: 130, margin: 50 }) +
      laserTool(820, 150, 1.0, { targetX: row[3].x + 30, targetY: 300 })
    );
  },
};
