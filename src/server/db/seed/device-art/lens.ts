import type { Paint } from "./svg.js";

/** A camera lens: a ring in the body's metal, dark glass, a blue-violet coating glint. */
export function lens(paint: Paint, cx: number, cy: number, r: number, ring: string): string {
  const glass = paint.radial(
    [
      [0, "#334155"],
      [0.55, "#0b1220"],
      [1, "#020617"],
    ],
    0.4,
    0.35,
    0.7,
  );
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ring}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#0f172a"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${glass}"/>
<circle cx="${cx - r * 0.18}" cy="${cy - r * 0.2}" r="${r * 0.22}" fill="#818cf8" opacity="0.35"/>
<circle cx="${cx - r * 0.28}" cy="${cy - r * 0.3}" r="${r * 0.08}" fill="#ffffff" opacity="0.85"/>`;
}

/** The flash: a small warm disc. */
export const flash = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fef3c7" stroke="#d6d3d1" stroke-width="${r * 0.25}"/>`;
