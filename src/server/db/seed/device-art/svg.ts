import { darken, hue, lighten, luminance } from "./colour.js";

/** Every picture is square: products sit in square boxes on cards and in the gallery. */
export const CANVAS = 1200;

/**
 * Gradients a drawing uses, collected while it is drawn so each gets one id in `<defs>`; the
 * light comes from the top left, as in a studio shot.
 */
export class Paint {
  private readonly defs: string[] = [];

  /** `variant` (0…359, from the model's name) shifts the wallpaper's hue and the floor's tint. */
  constructor(readonly variant = 0) {}

  private add(def: (id: string) => string): string {
    const id = `g${this.defs.length}`;
    this.defs.push(def(id));
    return `url(#${id})`;
  }

  linear(stops: [number, string, number?][], x2 = 1, y2 = 1): string {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
          )
          .join("")}</linearGradient>`,
    );
  }

  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.add(
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
          )
          .join("")}</radialGradient>`,
    );
  }

  /** A body in the device's colour: lit at the top left, darker to the bottom right. */
  body(colour: string): string {
    return this.linear([
      [0, lighten(colour, 0.28)],
      [0.45, colour],
      [1, darken(colour, 0.22)],
    ]);
  }

  /** A polished frame: a band of light across the metal. */
  metal(colour: string): string {
    return this.linear(
      [
        [0, darken(colour, 0.15)],
        [0.3, lighten(colour, 0.45)],
        [0.55, colour],
        [1, darken(colour, 0.3)],
      ],
      1,
      0,
    );
  }

  /** The lit screen: a wallpaper in the device colour's hue, so each colour's pictures differ. */
  wallpaper(colour: string): string {
    const h = (hue(colour) + (this.variant % 41) - 20 + 360) % 360;
    return this.linear([
      [0, `hsl(${h} 75% 62%)`],
      [0.5, `hsl(${(h + 35) % 360} 70% 38%)`],
      [1, `hsl(${(h + 70) % 360} 80% 16%)`],
    ]);
  }

  /** A clip path of the given shape; returns its id. */
  clip(shape: string): string {
    const id = `c${this.defs.length}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return id;
  }

  toString(): string {
    return `<defs>${this.defs.join("")}</defs>`;
  }
}

/** An outline that shows on a white device on a white background and on a black one. */
export const edge = (colour: string) =>
  luminance(colour) > 0.6 ? darken(colour, 0.3) : darken(colour, 0.45);

/** A soft contact shadow under an object standing at `y`, `w` wide. */
export const shadow = (paint: Paint, cx: number, y: number, w: number, h = w * 0.09) =>
  `<ellipse cx="${cx}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${paint.radial([
    [0, "#0f172a", 0.38],
    [0.6, "#0f172a", 0.12],
    [1, "#0f172a", 0],
  ])}"/>`;

/** A gloss sweep across a shape of the given box (the studio light's reflection). */
export const gloss = (paint: Paint, x: number, y: number, w: number, h: number, clip: string) =>
  `<path d="M${x} ${y}h${w * 0.62}L${x} ${y + h * 0.58}z" fill="${paint.linear([
    [0, "#ffffff", 0.22],
    [1, "#ffffff", 0],
  ])}" clip-path="url(#${clip})"/>`;

/**
 * The whole picture: a studio backdrop (white above, as cards are white, a pale floor below) and
 * the drawing. A linear backdrop: a radial one over the whole canvas tripled the rasterising time.
 */
export function scene(paint: Paint, content: string): string {
  const backdrop = paint.linear(
    [
      [0, "#ffffff"],
      [0.6, "#fbfcfd"],
      // A tint too slight to see, so no two models' pictures are the same file (each keeps its alt text).
      [1, `#eceff${(3 + (paint.variant % 12)).toString(16)}`],
    ],
    0,
    1,
  );
  // The paint's gradients are collected while the content is drawn, so the defs come last in
  // code but first in the document.
  const body = `<rect width="${CANVAS}" height="${CANVAS}" fill="${backdrop}"/>${content}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">${paint}${body}</svg>`;
}
