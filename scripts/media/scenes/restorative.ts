import { C, INK } from "../palette";
import { r2, rng, uid, place, backdrop, groundShadow, sparkle, sparkles, arrow } from "../svg";
import * as A from "../anatomy";
import { archOcclusal } from "../equipment";

// Service illustrations (1200×800)

export const RESTORATIVE_SCENES = {
  smiledesign() {
    const row = A.frontRow(600, 300);
    const lastX = A.rowEnd(row);
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
    return backdrop({ cy: 380, r: 380, shadow: [600, 640, 330] }) + A.frontTeeth(row) + A.upperGum(row, { top: 150 }) + guides;
  },

  veneers() {
    const set = [A.FRONT_SET[2], A.FRONT_SET[3], A.FRONT_SET[4], A.FRONT_SET[5]].map((t) => ({ ...t }));
    const row = A.frontRow(560, 260, set, 6, 1.45);
    const t = row[2];
    const shell = A.frontToothD(t.w, t.h, 0);
    // The shell floats forward and to the right, its thickness shown by a darker offset edge.
    const sx = t.x + 250;
    const sy = t.zy + 40;
    const face = `<path d="${shell}" fill="url(#enamel)"/><path d="M 30 40 C 24 90, 26 140, 36 180" fill="none" stroke="#fff" stroke-width="12"/><path d="M ${r2(t.w - 30)} 30 C ${r2(t.w - 22)} 90, ${r2(t.w - 22)} 150, ${r2(t.w - 34)} 200" fill="none" stroke="${C.mint}" stroke-width="8"/>`;
    const shellGroup =
      place(sx + 12, sy + 10, 1, `<path d="${shell}" fill="#e2d6c2"/>`, { rot: 8 }) + place(sx, sy, 1, face, { rot: 8 });
    return (
      backdrop({ cx: 640, cy: 400, r: 390, seed: 21, shadow: [600, 690, 360] }) +
      A.frontTeeth(row) +
      A.upperGum(row, { top: 110, margin: 50, right: 40 }) +
      `<path d="M ${r2(t.x + t.w / 2 - 34)} ${r2(t.zy + 70)} Q ${r2(t.x + t.w / 2)} ${r2(t.zy + 60)} ${r2(t.x + t.w / 2 + 34)} ${r2(t.zy + 70)}" fill="none" stroke="${C.teal}" stroke-width="5" stroke-dasharray="3 10" stroke-linecap="round"/>` +
      shellGroup +
      arrow(sx + 60, sy + 320, sx - 10, sy + 360, t.x + t.w * 0.72, t.zy + t.h * 1.05, C.coral) +
      sparkles([sx + 190, sy - 10, 24, C.teal], [sx + 230, sy + 50, 12, C.coral])
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
      A.molarAt(600, 150, 1.15, { fill: `url(#${id})`, shine: false }) +
      `<path d="M ${r2(600 + 40)} 200 C ${r2(600 + 66)} 206, ${r2(600 + 80)} 240, ${r2(600 + 78)} 290" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
      sparkles([790, 170, 40, C.teal], [850, 260, 20, C.coral], [760, 300, 14, C.teal, 0.7]) +
      tabs
    );
  },

  Gingivalgumcontouring() {
    const row = A.frontRow(600, 330);
    const zen = row.map((t) => `${r2(t.x + t.w / 2)} ${r2(t.zy - 2)}`);
    return (
      backdrop({ cy: 400, r: 380, seed: 41, shadow: [600, 660, 330] }) +
      A.frontTeeth(row) +
      A.upperGum(row, { top: 150, papilla: 46 }) +
      `<path d="M ${zen.join(" L ")}" fill="none" stroke="${C.teal}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" transform="translate(0 -22)"/>` +
      row.map((t) => `<circle cx="${r2(t.x + t.w / 2)}" cy="${r2(t.zy - 24)}" r="6" fill="${C.teal}"/>`).join("") +
      sparkle(row[7].x + 100, 200, 26, C.coral)
    );
  },

  rootcanals() {
    // A molar cut in half: enamel, dentin, and the pulp with a canal down each root.
    const s = 1.35;
    const dentin = `<path d="M 34 66 C 34 34, 64 20, 86 34 C 105 44, 135 44, 154 34 C 176 20, 206 34, 206 66 C 206 112, 198 152, 193 182 C 188 250, 183 330, 166 378 C 160 392, 152 390, 151 376 C 146 318, 138 270, 120 240 C 102 270, 94 318, 89 376 C 88 390, 80 392, 74 378 C 57 330, 52 250, 47 182 C 42 152, 34 112, 34 66 Z" fill="${C.dentin}"/>`;
    const pulp = `<path d="M 80 118 C 80 96, 96 88, 120 88 C 144 88, 160 96, 160 118 C 160 150, 150 170, 146 190 C 154 250, 162 320, 160 372 C 158 380, 154 380, 153 372 C 148 310, 136 250, 120 214 C 104 250, 92 310, 87 372 C 86 380, 82 380, 80 372 C 78 320, 86 250, 94 190 C 90 170, 80 150, 80 118 Z" fill="${C.coral}"/><path d="M 96 110 C 104 104, 116 102, 126 104" fill="none" stroke="#f7b9a3" stroke-width="7"/>`;
    return (
      backdrop({ cy: 420, r: 380, seed: 55 }) +
      A.lowerJaw({ x: 240, w: 720, gumY: 340, boneY: 390, bottom: 740, seed: 57 }) +
      A.toothAt(600, 95, s, `<path d="${A.MOLAR_D}" fill="url(#enamel)"/>${dentin}${pulp}`) +
      sparkles([870, 170, 26, C.teal], [330, 230, 14, C.coral])
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
    const granule = () => {
      const a = rand() * Math.PI;
      const rr = Math.sqrt(rand());
      return [600 + Math.cos(a) * 150 * rr, 430 + Math.sin(a) * 135 * rr, 7 + rand() * 9];
    };
    const defect = `M 440 430 Q 450 600 600 600 Q 750 600 760 430 Z`;
    return (
      backdrop({ cy: 420, r: 390, seed: 73 }) +
      A.boneBlock(130, 430, 940, 320, { seed: 75 }) +
      `<path d="${defect}" fill="#fff6ea" stroke="${INK}" stroke-width="4"/>` +
      A.graft("gclip", defect, 70, granule) +
      A.gumBand(120, 380, 320, 90) +
      A.gumBand(760, 380, 320, 90) +
      `<path d="M 430 424 Q 600 408 770 424" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M 430 424 Q 600 408 770 424" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 10" stroke-linecap="round"/>` +
      A.molarAt(275, 200, 0.95) +
      A.molarAt(925, 200, 0.95) +
      sparkles([600, 300, 28, C.teal], [660, 340, 13, C.coral])
    );
  },

  gumtreatment() {
    // Healthy gum drawn in front of the tooth, rising in a smooth arch around its neck.
    const gum = `M 240 424 L 240 372 Q 240 344 268 344 L 430 344 Q 466 344 488 328 Q 600 298 712 328 Q 734 344 770 344 L 932 344 Q 960 344 960 372 L 960 424 Q 600 446 240 424 Z`;
    return (
      backdrop({ cy: 400, r: 380, seed: 81 }) +
      A.boneBlock(250, 400, 700, 340, { seed: 83 }) +
      A.molarAt(600, 110, 1.25) +
      `<path d="${gum}" fill="url(#gum)" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M 524 334 Q 600 316 676 334" fill="none" stroke="#f9d2c8" stroke-width="8" stroke-linecap="round"/>` +
      sparkles([380, 250, 22, C.coral], [830, 200, 30, C.teal], [870, 280, 14, C.teal, 0.7])
    );
  },

  implanttreatment() {
    return (
      backdrop({ cy: 410, r: 380, seed: 91 }) +
      A.lowerJaw({ x: 150, w: 900, gumY: 400, boneY: 440, bottom: 760, seed: 93 }) +
      A.molarAt(300, 228, 0.82) +
      A.molarAt(900, 228, 0.82) +
      A.implantWithCrown(600, 400, { s: 0.9, len: 250 }) +
      sparkle(760, 190, 24, C.teal)
    );
  },

  failedimplanttreatment() {
    return (
      backdrop({ cy: 410, r: 380, seed: 101 }) +
      A.lowerJaw({ x: 150, w: 900, gumY: 430, boneY: 470, bottom: 770, seed: 103 }) +
      // The new post, in place.
      place(700, 436, 1, A.implantPost({ len: 250 })) +
      // The old post, lifted out and tilted away.
      place(420, 150, 0.85, A.implantPost({ len: 250, fill: "url(#metalOld)" }), { rot: -22, opacity: 0.85 }) +
      arrow(470, 430, 480, 380, 460, 330, C.coral) +
      arrow(700, 150, 700, 210, 700, 330, C.teal) +
      sparkles([800, 300, 22, C.teal], [830, 360, 12, C.coral])
    );
  },
};
