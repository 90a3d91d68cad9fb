import { darken, lighten } from "./colour.js";
import { cameraModule, type Slab } from "./phone.js";
import type { Camera } from "./shape.js";
import { edge, gloss, type Paint } from "./svg.js";

/** One earbud: a rounded head with its stem. */
const bud = (paint: Paint, x: number, y: number, colour: string, flip: boolean) =>
  `<g transform="translate(${x} ${y})${flip ? " scale(-1 1)" : ""}">
<rect x="-22" y="40" width="44" height="190" rx="22" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="2"/>
<ellipse cx="0" cy="30" rx="72" ry="62" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="2"/>
<ellipse cx="-38" cy="22" rx="24" ry="20" fill="#1f2937" opacity="0.85"/>
<rect x="-10" y="205" width="20" height="16" rx="6" fill="${darken(colour, 0.3)}"/></g>`;

/** True wireless earbuds: the charging case with its lid open and both buds beside it. */
export function earbuds(paint: Paint, colour: string, open: boolean): string {
  const lid = open
    ? `<path d="M360 420 Q 360 300 600 300 Q 840 300 840 420 Z" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3" transform="rotate(-12 360 420)"/>`
    : "";
  return `<rect x="360" y="${open ? 420 : 360}" width="480" height="${open ? 380 : 440}" rx="150" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
${open ? "" : `<line x1="380" y1="520" x2="820" y2="520" stroke="${edge(colour)}" stroke-width="3"/>`}
<circle cx="600" cy="${open ? 600 : 640}" r="9" fill="#22c55e"/>
${lid}${open ? `${bud(paint, 230, 700, colour, false)}${bud(paint, 970, 700, colour, true)}` : ""}`;
}

/** Over-ear headphones: the headband and two cushioned cups. */
export function headphones(paint: Paint, colour: string): string {
  const cup = (x: number) =>
    `<rect x="${x - 110}" y="560" width="220" height="300" rx="100" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="${x - 80}" y="590" width="160" height="240" rx="80" fill="${darken(colour, 0.35)}"/>`;
  return `<path d="M330 640 C 330 180, 870 180, 870 640" fill="none" stroke="${darken(colour, 0.1)}" stroke-width="56" stroke-linecap="round"/>
<path d="M330 640 C 330 180, 870 180, 870 640" fill="none" stroke="${lighten(colour, 0.25)}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>
${cup(330)}${cup(870)}`;
}

/** A wall charger: the brick with its USB-C port and pins, and a coiled cable. */
export function charger(paint: Paint, colour: string, face: boolean): string {
  const cable = `<path d="M720 640 C 900 640, 960 820, 820 880 C 680 940, 560 860, 620 780 C 660 720, 760 760, 720 820" fill="none" stroke="${lighten(colour, 0.05)}" stroke-width="26" stroke-linecap="round"/>
<path d="M720 640 C 900 640, 960 820, 820 880 C 680 940, 560 860, 620 780 C 660 720, 760 760, 720 820" fill="none" stroke="${edge(colour)}" stroke-width="2" opacity="0.5"/>`;
  if (face)
    return `<rect x="380" y="380" width="440" height="440" rx="70" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="540" y="575" width="120" height="50" rx="25" fill="#111827"/><rect x="560" y="592" width="80" height="16" rx="8" fill="#6b7280"/>`;
  return `<rect x="560" y="430" width="18" height="110" rx="6" fill="#9ca3af"/><rect x="640" y="430" width="18" height="110" rx="6" fill="#9ca3af"/>
<rect x="430" y="520" width="360" height="300" rx="60" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="680" y="640" width="60" height="26" rx="13" fill="#111827"/>${cable}`;
}

/** A magnetic charging puck with its cable. */
export function magsafe(paint: Paint, colour: string): string {
  return `<path d="M600 820 C 600 950, 820 950, 900 1040" fill="none" stroke="${colour}" stroke-width="26" stroke-linecap="round"/>
<path d="M600 820 C 600 950, 820 950, 900 1040" fill="none" stroke="${edge(colour)}" stroke-width="2" opacity="0.5"/>
<circle cx="600" cy="560" r="270" fill="${paint.metal("#d1d5db")}" stroke="#6b7280" stroke-width="3"/>
<circle cx="600" cy="560" r="240" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="2"/>
<circle cx="600" cy="560" r="150" fill="none" stroke="${darken(colour, 0.12)}" stroke-width="10"/>`;
}

/** A power bank slab with its charge lights and ports. */
export function powerbank(paint: Paint, colour: string): string {
  const clip = paint.clip(`<rect x="360" y="260" width="480" height="700" rx="70"/>`);
  const leds = [0, 1, 2, 3]
    .map((i) => `<circle cx="${555 + i * 30}" cy="880" r="9" fill="${i < 3 ? "#38bdf8" : "#334155"}"/>`)
    .join("");
  return `<rect x="360" y="260" width="480" height="700" rx="70" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="540" y="250" width="120" height="22" rx="8" fill="#111827"/>${leds}${gloss(paint, 360, 260, 480, 700, clip)}`;
}

/** A phone case from the back: the colour's shell with the camera cut-out showing the phone's lenses. */
export function phoneCase(paint: Paint, colour: string, camera: Camera): string {
  const s: Slab = { w: 470, h: 940, colour };
  const clip = paint.clip(`<rect width="${s.w}" height="${s.h}" rx="76"/>`);
  return `<g transform="translate(365 130)">
<rect width="${s.w}" height="${s.h}" rx="76" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="10" y="10" width="${s.w - 20}" height="${s.h - 20}" rx="68" fill="none" stroke="${darken(colour, 0.12)}" stroke-width="6"/>
<g opacity="0.92">${cameraModule(paint, { ...s, colour: "#374151" }, camera)}</g>
<circle cx="${s.w / 2}" cy="${s.h * 0.52}" r="${s.w * 0.26}" fill="none" stroke="${darken(colour, 0.1)}" stroke-width="5" opacity="0.6"/>
${gloss(paint, 0, 0, s.w, s.h, clip)}</g>`;
}

/** A screen protector: a clear sheet with rounded corners, its edge and the light on the glass. */
export function glass(paint: Paint): string {
  const clip = paint.clip(`<rect x="380" y="140" width="440" height="920" rx="66"/>`);
  return `<rect x="340" y="180" width="440" height="920" rx="66" fill="#e2e8f0" opacity="0.6" stroke="#94a3b8" stroke-width="2"/>
<rect x="380" y="140" width="440" height="920" rx="66" fill="${paint.linear([
    [0, "#f8fafc", 0.9],
    [0.5, "#dbeafe", 0.55],
    [1, "#cbd5e1", 0.75],
  ])}" stroke="#64748b" stroke-width="3"/>
<rect x="560" y="170" width="80" height="18" rx="9" fill="none" stroke="#64748b" stroke-width="2"/>
<path d="M420 400 L760 200 L780 260 L440 460 Z" fill="#ffffff" opacity="0.7" clip-path="url(#${clip})"/>
<path d="M420 520 L780 310 L785 330 L425 540 Z" fill="#ffffff" opacity="0.5" clip-path="url(#${clip})"/>`;
}
