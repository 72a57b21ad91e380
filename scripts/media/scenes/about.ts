import { C, W, H, INK } from "../palette";
import { r2, rng, uid, place, sparkle } from "../svg";
import { dentalChair, plant, ctScreen } from "../equipment";
import { logoAt } from "./brand";

function roomShell({ floorY = 560 } = {}) {
  return (
    `<rect width="${W}" height="${floorY}" fill="url(#wall)"/>` +
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>` +
    `<rect y="${floorY - 14}" width="${W}" height="14" fill="#efe6d9"/><line x1="0" y1="${floorY}" x2="${W}" y2="${floorY}" stroke="${INK}" stroke-opacity=".18" stroke-width="3"/>`
  );
}

function windowPane(x: number, y: number, w: number, h: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="url(#glass)" stroke="${C.deep}" stroke-width="10"/>
<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.deep}" stroke-width="8"/>
<line x1="${x}" y1="${r2(y + h * 0.45)}" x2="${x + w}" y2="${r2(y + h * 0.45)}" stroke="${C.deep}" stroke-width="8"/>
<path d="M ${x + 24} ${r2(y + h * 0.3)} L ${r2(x + w * 0.3)} ${y + 24}" stroke="#fff" stroke-width="10" stroke-opacity=".7" stroke-linecap="round"/>
<path d="M ${r2(x + w / 2 + 24)} ${r2(y + h * 0.75)} L ${r2(x + w * 0.82)} ${r2(y + h * 0.5 + 12)}" stroke="#fff" stroke-width="10" stroke-opacity=".6" stroke-linecap="round"/>`;
}

function cabinet(x: number, y: number, w: number, h: number) {
  const doors = Math.round(w / 110);
  let d = "";
  for (let i = 0; i < doors; i++) {
    const dx = x + 12 + (i * (w - 24)) / doors;
    d += `<rect x="${r2(dx)}" y="${y + 30}" width="${r2((w - 24) / doors - 10)}" height="${h - 44}" rx="8" fill="#fffdf8"/><rect x="${r2(dx + (w - 24) / doors / 2 - 30)}" y="${y + 46}" width="40" height="6" rx="3" fill="${C.teal}" stroke="none"/>`;
  }
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#f1e8da"/><rect x="${x - 10}" y="${y - 14}" width="${w + 20}" height="22" rx="8" fill="${C.wood}"/>${d}</g>`;
}

function wallShelf(x: number, y: number, w: number) {
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round"><rect x="${x}" y="${y}" width="${w}" height="14" rx="6" fill="${C.wood}"/>
<rect x="${x + 20}" y="${y - 60}" width="44" height="60" rx="10" fill="${C.mint}"/><rect x="${x + 74}" y="${y - 44}" width="36" height="44" rx="10" fill="${C.coral}"/><rect x="${x + 120}" y="${y - 70}" width="40" height="70" rx="12" fill="#fffdf8"/></g>`;
}

function wallArt(x: number, y: number, w: number, h: number, seed = 1) {
  const id = uid("art");
  const rand = rng(seed);
  return `<clipPath id="${id}"><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}"/></clipPath>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fffdf8" stroke="${INK}" stroke-width="4"/>
<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.mint}"/>
<circle cx="${r2(x + w * (0.3 + rand() * 0.2))}" cy="${r2(y + h * 0.45)}" r="${r2(h * 0.3)}" fill="${C.coral}" fill-opacity=".85"/>
<path d="M ${x} ${r2(y + h * 0.75)} Q ${r2(x + w * 0.4)} ${r2(y + h * 0.5)} ${x + w} ${r2(y + h * 0.7)} L ${x + w} ${y + h} L ${x} ${y + h} Z" fill="${C.teal}"/></g>`;
}

function sofa(x: number, y: number, w: number, color = C.teal) {
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">
<rect x="${x}" y="${y - 150}" width="${w}" height="110" rx="30" fill="${color}"/>
<rect x="${x - 24}" y="${y - 100}" width="60" height="90" rx="24" fill="${color}"/><rect x="${x + w - 36}" y="${y - 100}" width="60" height="90" rx="24" fill="${color}"/>
<rect x="${x + 20}" y="${y - 70}" width="${w - 40}" height="50" rx="16" fill="#2a9e9f"/>
<line x1="${x + w / 2}" y1="${y - 70}" x2="${x + w / 2}" y2="${y - 20}"/>
<rect x="${x + 10}" y="${y - 20}" width="14" height="22" fill="${C.wood}"/><rect x="${x + w - 24}" y="${y - 20}" width="14" height="22" fill="${C.wood}"/>
<rect x="${x + 40}" y="${y - 130}" width="90" height="60" rx="18" fill="${C.coral}" transform="rotate(-8 ${x + 85} ${y - 100})"/>
</g>`;
}

function armchair(x: number, y: number, color = C.coral) {
  return `<g stroke="${INK}" stroke-width="4" stroke-linejoin="round">
<rect x="${x}" y="${y - 170}" width="150" height="130" rx="34" fill="${color}"/>
<rect x="${x - 18}" y="${y - 96}" width="186" height="56" rx="22" fill="${color}"/>
<rect x="${x + 16}" y="${y - 40}" width="12" height="40" fill="${C.wood}"/><rect x="${x + 122}" y="${y - 40}" width="12" height="40" fill="${C.wood}"/>
</g>`;
}

function pendant(x: number, len: number, color = C.deep) {
  return `<line x1="${x}" y1="0" x2="${x}" y2="${len}" stroke="${INK}" stroke-width="3"/><path d="M ${x - 46} ${len + 46} Q ${x - 44} ${len} ${x} ${len} Q ${x + 44} ${len} ${x + 46} ${len + 46} Z" fill="${color}" stroke="${INK}" stroke-width="4"/><ellipse cx="${x}" cy="${len + 52}" rx="30" ry="10" fill="#fff3c9" fill-opacity=".9"/>`;
}

function lightPatch(x1: number, x2: number, floorY: number) {
  return `<path d="M ${x1} ${floorY} L ${x2} ${floorY} L ${x2 + 180} ${H} L ${x1 + 60} ${H} Z" fill="#ffffff" fill-opacity=".35"/>`;
}

export const ABOUT = {
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
  "office-exterior"() {
    // The building entrance, as a placeholder until a photo of the real entrance is added.
    const fronds = [-160, -120, -70, -20, 30, 80].map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = 20 + Math.cos(rad) * 170;
      const ey = -340 + Math.sin(rad) * 110 + 60;
      return `<path d="M 20 -340 Q ${r2((20 + ex) / 2)} ${r2(-400)} ${r2(ex)} ${r2(ey)} Q ${r2((20 + ex) / 2 + 10)} ${r2(-360)} 20 -340 Z" fill="${C.teal}"/>`;
    });
    const trunk = `<path d="M 0 0 C 6 -120, 2 -240, 20 -340" fill="none" stroke="${INK}" stroke-width="26"/><path d="M 0 0 C 6 -120, 2 -240, 20 -340" fill="none" stroke="#c9ad86" stroke-width="18"/>`;
    const palm = (x: number, y: number, s: number) => place(x, y, s, trunk + fronds.join(""));
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
      logoAt(500, 220, 150, "lgw") +
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
};

export function doctorPortrait() {
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
