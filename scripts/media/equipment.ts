import { C, INK } from "./palette";
import { r2, rng, uid, lerp, place, sparkle } from "./svg";

// Furniture and equipment (room scenes, sedation)

/** Dental chair seen from the side, facing left; (x, y) is the floor point under the column. */
export function dentalChair(x: number, y: number, s = 1, { uph = C.teal, lamp = true } = {}) {
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

export function plant(x: number, y: number, s = 1, seed = 5) {
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
  const pot = `<path d="M -52 -50 L 52 -50 L 40 40 Q 38 50 28 50 L -28 50 Q -38 50 -40 40 Z" fill="${C.coral}"/><path d="M -52 -50 L 52 -50" />`;
  return place(x, y, s, leaves + pot);
}

/** Dental arch seen from above: teeth along a U, incisors at the apex. `up` puts the incisors at the top. */
export function archOcclusal(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  { up = true, n = 14, toothFill = "url(#enamel)", gum = true, stroke = INK, sw = 4, mesh = false, big = false } = {},
) {
  let teeth = "";
  const sign = up ? -1 : 1;
  const pos = (u: number) => {
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

/** A laser handpiece whose thin fibre tip points at (targetX, targetY), with a small coral glow. */
export function laserTool(x: number, y: number, s: number, { targetX, targetY }: { targetX: number; targetY: number }) {
  const dx = targetX - x;
  const dy = targetY - y;
  const ang = (Math.atan2(dy, dx) * 180) / Math.PI;
  const dist = Math.hypot(dx, dy);
  // Handpiece: body along +x from the target outward; we draw it pointing at the target.
  const handleShape = `<path d="M 70 -20 L 420 -26 Q 446 -26 446 0 Q 446 26 420 26 L 70 20 Q 50 20 40 10 L 20 4 L 20 -4 L 40 -10 Q 50 -20 70 -20 Z" fill="#f7f2ea"/>
<rect x="150" y="-24" width="90" height="48" rx="10" fill="${C.teal}"/>
<path d="M 170 -24 L 170 24 M 190 -24 L 190 24 M 210 -24 L 210 24" stroke="${C.mint}" stroke-width="4"/>
<path d="M 20 0 L ${r2(-dist / s + 34)} 0" stroke="${INK}" stroke-width="9" fill="none"/>
<path d="M 20 0 L ${r2(-dist / s + 34)} 0" stroke="#dfe8ea" stroke-width="4" fill="none"/>`;
  const handle = place(x, y, s, handleShape, { rot: ang + 180 });
  return (
    `<circle cx="${r2(targetX)}" cy="${r2(targetY)}" r="56" fill="url(#glowCoral)"/>` +
    handle +
    `<circle cx="${r2(targetX)}" cy="${r2(targetY)}" r="7" fill="#fff"/>` +
    sparkle(targetX - 80, targetY - 90, 16, C.coral, 0.9)
  );
}

/** A scan viewer: dark screen, a perspective dental arch in teal and mint lines, a grid and axis marks. */
export function ctScreen(x: number, y: number, w: number, h: number) {
  const cx = x + w / 2;
  const cy = y + h / 2 + 10;
  let grid = "";
  for (let i = 1; i < 8; i++)
    grid += `<line x1="${r2(x + (w * i) / 8)}" y1="${y}" x2="${r2(x + (w * i) / 8)}" y2="${y + h}" stroke="${C.teal}" stroke-opacity=".18" stroke-width="2"/>`;
  for (let i = 1; i < 6; i++)
    grid += `<line x1="${x}" y1="${r2(y + (h * i) / 6)}" x2="${x + w}" y2="${r2(y + (h * i) / 6)}" stroke="${C.teal}" stroke-opacity=".18" stroke-width="2"/>`;
  const arch = archOcclusal(0, 0, w * 0.26, h * 0.5, { toothFill: "#2a7c80", gum: false, stroke: C.mint, sw: 3, mesh: true });
  const jaw = `<path d="M ${r2(-w * 0.36)} ${r2(h * 0.02)} Q ${r2(-w * 0.36)} ${r2(-h * 0.6)} 0 ${r2(-h * 0.64)} Q ${r2(w * 0.36)} ${r2(-h * 0.6)} ${r2(w * 0.36)} ${r2(h * 0.02)}" fill="none" stroke="${C.teal}" stroke-width="3" stroke-opacity=".7"/>`;
  const body =
    grid +
    `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(h * 0.55)}" fill="${C.teal}" fill-opacity=".12"/>` +
    `<g transform="translate(${r2(cx)} ${r2(cy + h * 0.16)}) scale(1 .62)">${jaw}${arch}</g>` +
    `<line x1="${r2(x + 40)}" y1="${r2(cy + h * 0.05)}" x2="${r2(x + w - 40)}" y2="${r2(cy + h * 0.05)}" stroke="${C.coral}" stroke-width="3" stroke-opacity=".8" stroke-dasharray="10 8"/>` +
    `<g transform="translate(${r2(x + 70)} ${r2(y + h - 60)})" stroke-width="4" stroke-linecap="round"><line x1="0" y1="0" x2="40" y2="0" stroke="${C.coral}"/><line x1="0" y1="0" x2="0" y2="-40" stroke="${C.mint}"/><line x1="0" y1="0" x2="-22" y2="22" stroke="${C.teal}"/></g>` +
    `<g fill="${C.mint}" fill-opacity=".5"><rect x="${r2(x + w - 150)}" y="${r2(y + 40)}" width="90" height="10" rx="5"/><rect x="${r2(x + w - 150)}" y="${r2(y + 62)}" width="60" height="10" rx="5"/></g>`;
  // The monitor around the screen, on its stand.
  const [mx, my, mw, mh] = [x - 14, y - 14, w + 28, h + 28];
  const id = uid("scr");
  return `<rect x="${r2(mx + mw / 2 - 14)}" y="${r2(my + mh)}" width="28" height="60" fill="#e6ded2" stroke="${INK}" stroke-width="4"/><rect x="${r2(mx + mw / 2 - 80)}" y="${r2(my + mh + 56)}" width="160" height="14" rx="7" fill="#e6ded2" stroke="${INK}" stroke-width="4"/><rect x="${r2(mx)}" y="${r2(my)}" width="${mw}" height="${mh}" rx="18" fill="#f1ebe1" stroke="${INK}" stroke-width="4"/>
<clipPath id="${id}"><rect x="${r2(mx + 14)}" y="${r2(my + 14)}" width="${mw - 28}" height="${mh - 28}" rx="8"/></clipPath>
<rect x="${r2(mx + 14)}" y="${r2(my + 14)}" width="${mw - 28}" height="${mh - 28}" rx="8" fill="url(#screen)"/>
<g clip-path="url(#${id})">${body}</g>`;
}
