import { C } from "../palette";

// The logo and the share image.

const LOGO_TOOTH =
  "M32 14.5C28 11 21 10.6 19.2 16.2c-1.4 4.5.2 10 2.3 14 1.8 3.5 1.9 12.8 4.3 19 1 2.6 3.6 2.3 4-.3.7-4.6 1-10 2.2-11.6 1.2 1.6 1.5 7 2.2 11.6.4 2.6 3 2.9 4 .3 2.4-6.2 2.5-15.5 4.3-19 2.1-4 3.7-9.5 2.3-14C42.9 10.6 36 11 32 14.5z";

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.deep}"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#lg)"/><path d="${LOGO_TOOTH}" fill="${C.ivory}"/><path d="M23.4 18.6c.9-2.2 3-3 5-2.5" fill="none" stroke="${C.teal}" stroke-width="1.8" stroke-linecap="round"/><path d="M50 8.5q.6 4.4 4.5 5-3.9.6-4.5 5-.6-4.4-4.5-5 3.9-.6 4.5-5z" fill="${C.mint}"/></svg>
`;

/** The logo mark centred on (x, y) inside another picture, its gradient renamed `id`. */
export function logoAt(x: number, y: number, size: number, id: string) {
  const inner = LOGO_SVG.replace(/<svg [^>]*>/, "")
    .replace("</svg>", "")
    .replace(/"lg"|#lg\)/g, (m) => m.replace("lg", id));
  return `<svg x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg>`;
}

export function ogImage() {
  const w = 1200;
  const h = 630;
  const size = 340;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.mint}"/><stop offset=".55" stop-color="#a9dcd6"/><stop offset="1" stop-color="#6fbdb9"/></linearGradient>
<radialGradient id="ogh"><stop offset="0" stop-color="#ffffff" stop-opacity=".75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="ogs"><stop offset="0" stop-color="${C.deep}" stop-opacity=".28"/><stop offset="1" stop-color="${C.deep}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#og)"/>
<circle cx="600" cy="315" r="330" fill="url(#ogh)"/>
<circle cx="140" cy="520" r="220" fill="${C.teal}" fill-opacity=".12"/><circle cx="1080" cy="90" r="180" fill="${C.ivory}" fill-opacity=".25"/>
<circle cx="1010" cy="520" r="26" fill="none" stroke="${C.deep}" stroke-opacity=".2" stroke-width="5"/><circle cx="190" cy="120" r="12" fill="${C.coral}" fill-opacity=".4"/>
<ellipse cx="600" cy="${315 + size / 2 + 26}" rx="${size * 0.55}" ry="22" fill="url(#ogs)"/>
${logoAt(600, 315, size, "lgo")}
</svg>`;
}
