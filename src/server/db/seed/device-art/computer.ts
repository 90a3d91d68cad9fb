import { darken, lighten } from "./colour.js";
import { edge, gloss, type Paint } from "./svg.js";

/** An open laptop from the front: the lid's screen above a keyboard deck in perspective. */
export function laptopOpen(paint: Paint, colour: string): string {
  const clip = paint.clip(`<rect x="235" y="245" width="730" height="460" rx="10"/>`);
  const keys = Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 12 }, (_, col) => {
      const y = 800 + row * 26;
      const inset = (3 - row) * 6;
      const x = 250 + inset + col * ((700 - 2 * inset) / 12);
      return `<rect x="${x}" y="${y}" width="${(700 - 2 * inset) / 12 - 6}" height="19" rx="4" fill="${darken(colour, 0.45)}"/>`;
    }).join(""),
  ).join("");
  return `<rect x="210" y="220" width="780" height="510" rx="26" fill="${paint.metal(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="222" y="232" width="756" height="486" rx="18" fill="#05070d"/>
<rect x="235" y="245" width="730" height="460" rx="10" fill="${paint.wallpaper(colour)}"/>
<circle cx="420" cy="560" r="260" fill="${paint.radial([
    [0, "#ffffff", 0.25],
    [1, "#ffffff", 0],
  ])}" clip-path="url(#${clip})"/>
<rect x="265" y="262" width="670" height="18" rx="6" fill="#ffffff" opacity="0.25"/>
<rect x="480" y="650" width="240" height="36" rx="14" fill="#ffffff" opacity="0.3"/>
<path d="M200 740 H1000 L1090 930 H110 Z" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
${keys}
<rect x="500" y="900" width="200" height="18" rx="6" fill="${darken(colour, 0.12)}"/>
<rect x="110" y="930" width="980" height="22" rx="11" fill="${darken(colour, 0.25)}"/>
${gloss(paint, 235, 245, 730, 460, clip)}`;
}

/** The closed lid from above, as the colour is best seen. */
export function laptopLid(paint: Paint, colour: string): string {
  const clip = paint.clip(`<rect x="180" y="300" width="840" height="580" rx="34"/>`);
  return `<rect x="180" y="300" width="840" height="580" rx="34" fill="${paint.body(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="196" y="316" width="808" height="548" rx="26" fill="none" stroke="${lighten(colour, 0.4)}" stroke-opacity="0.5" stroke-width="3"/>
<circle cx="600" cy="590" r="46" fill="${lighten(colour, 0.3)}" opacity="0.7"/>
${gloss(paint, 180, 300, 840, 580, clip)}`;
}

/** A small desktop box: top and front face. */
export function desktopBox(paint: Paint, colour: string): string {
  return `<path d="M250 520 L600 400 L950 520 L600 640 Z" fill="${paint.body(lighten(colour, 0.1))}" stroke="${edge(colour)}" stroke-width="3"/>
<path d="M250 520 L600 640 L600 760 L250 640 Z" fill="${darken(colour, 0.12)}" stroke="${edge(colour)}" stroke-width="3"/>
<path d="M600 640 L950 520 L950 640 L600 760 Z" fill="${darken(colour, 0.25)}" stroke="${edge(colour)}" stroke-width="3"/>
<circle cx="660" cy="690" r="8" fill="#e5e7eb"/><rect x="700" y="672" width="26" height="10" rx="5" fill="#1f2937" transform="rotate(-19 713 677)"/>
<rect x="745" y="657" width="26" height="10" rx="5" fill="#1f2937" transform="rotate(-19 758 662)"/>`;
}
