import { darken, lighten } from "./colour.js";
import { edge, type Paint } from "./svg.js";

/** A watch face: activity rings and hands, drawn in a box of `d` around the centre. */
function face(cx: number, cy: number, d: number): string {
  const ring = (r: number, colour: string, part: number) => {
    const c = 2 * Math.PI * r;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="${d * 0.05}"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${d * 0.05}" stroke-linecap="round" stroke-dasharray="${c * part} ${c}" transform="rotate(-90 ${cx} ${cy})"/>`;
  };
  return `${ring(d * 0.36, "#f43f5e", 0.78)}${ring(d * 0.29, "#a3e635", 0.6)}${ring(d * 0.22, "#22d3ee", 0.88)}
<line x1="${cx}" y1="${cy}" x2="${cx + d * 0.12}" y2="${cy - d * 0.12}" stroke="#ffffff" stroke-width="${d * 0.025}" stroke-linecap="round"/>
<line x1="${cx}" y1="${cy}" x2="${cx - d * 0.02}" y2="${cy - d * 0.2}" stroke="#ffffff" stroke-width="${d * 0.018}" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy}" r="${d * 0.02}" fill="#f97316"/>`;
}

/** A smartwatch from the front, standing: the strap runs up and down out of the case. */
export function watchFront(
  paint: Paint,
  colour: string,
  opts: { round: boolean; rugged: boolean; inches: number },
): string {
  const cx = 600;
  const cy = 560;
  // A 1.2″ face is 380 px wide, a 1.96″ one 430.
  const d = Math.round(300 + Math.min(opts.inches, 2) * 65);
  const strap = paint.linear(
    [
      [0, darken(colour, 0.12)],
      [0.5, lighten(colour, 0.12)],
      [1, darken(colour, 0.18)],
    ],
    1,
    0,
  );
  const sw = d * 0.62;
  const holes = [0, 1, 2, 3]
    .map((i) => `<circle cx="${cx}" cy="${cy + d * 0.78 + i * 46}" r="7" fill="${darken(colour, 0.4)}"/>`)
    .join("");
  const straps = `<rect x="${cx - sw / 2}" y="60" width="${sw}" height="${cy - 60}" rx="40" fill="${strap}" stroke="${edge(colour)}" stroke-width="2"/>
<rect x="${cx - sw / 2}" y="${cy}" width="${sw}" height="${1090 - cy}" rx="40" fill="${strap}" stroke="${edge(colour)}" stroke-width="2"/>${holes}`;
  const metal = paint.metal(opts.rugged ? lighten(colour, 0.2) : colour);
  const caseShape = opts.round
    ? `<circle cx="${cx}" cy="${cy}" r="${d / 2}" fill="${metal}" stroke="${edge(colour)}" stroke-width="3"/>
<circle cx="${cx}" cy="${cy}" r="${d * 0.44}" fill="${opts.rugged ? "#1f2937" : darken(colour, 0.5)}"/>
<circle cx="${cx}" cy="${cy}" r="${d * 0.4}" fill="#020617"/>`
    : `<rect x="${cx - d * 0.45}" y="${cy - d / 2}" width="${d * 0.9}" height="${d}" rx="${d * 0.2}" fill="${metal}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="${cx - d * 0.4}" y="${cy - d * 0.45}" width="${d * 0.8}" height="${d * 0.9}" rx="${d * 0.16}" fill="#020617"/>`;
  const crown = `<rect x="${cx + d * (opts.round ? 0.48 : 0.43)}" y="${cy - d * 0.16}" width="${d * 0.07}" height="${d * 0.14}" rx="8" fill="${opts.rugged ? "#f97316" : lighten(colour, 0.2)}" stroke="${edge(colour)}" stroke-width="2"/>
<rect x="${cx + d * (opts.round ? 0.47 : 0.43)}" y="${cy + d * 0.08}" width="${d * 0.05}" height="${d * 0.16}" rx="6" fill="${darken(colour, 0.1)}"/>`;
  const shine = `<path d="M${cx - d * 0.38} ${cy - d * 0.4}h${d * 0.5}L${cx - d * 0.38} ${cy + d * 0.1}z" fill="#ffffff" opacity="0.08"/>`;
  return `${straps}${crown}${caseShape}${face(cx, cy, d)}${shine}`;
}

/** The watch from its side: case profile on the strap loop, the crown and the sensor's bump. */
export function watchSide(paint: Paint, colour: string, opts: { rugged: boolean }): string {
  const strap = paint.linear([
    [0, lighten(colour, 0.1)],
    [1, darken(colour, 0.2)],
  ]);
  return `<path d="M420 430 C 300 520, 300 720, 420 800 L 470 770 C 380 700, 380 540, 470 470 Z" fill="${strap}" stroke="${edge(colour)}" stroke-width="2"/>
<path d="M780 430 C 900 520, 900 720, 780 800 L 730 770 C 820 700, 820 540, 730 470 Z" fill="${strap}" stroke="${edge(colour)}" stroke-width="2"/>
<rect x="420" y="${opts.rugged ? 520 : 540}" width="360" height="${opts.rugged ? 180 : 140}" rx="60" fill="${paint.metal(colour)}" stroke="${edge(colour)}" stroke-width="3"/>
<rect x="440" y="${opts.rugged ? 500 : 525}" width="320" height="30" rx="15" fill="#0b1220"/>
<rect x="540" y="${opts.rugged ? 700 : 680}" width="120" height="34" rx="17" fill="#1e293b"/>
<rect x="780" y="590" width="36" height="50" rx="10" fill="${opts.rugged ? "#f97316" : lighten(colour, 0.25)}" stroke="${edge(colour)}" stroke-width="2"/>`;
}
