import { darken, lighten } from "./colour.js";
import { flash, lens } from "./lens.js";
import type { Camera } from "./shape.js";
import { edge, gloss, type Paint } from "./svg.js";

/** A slab device (phone, tablet) drawn at the origin, `w` × `h`. */
export interface Slab {
  w: number;
  h: number;
  colour: string;
}

const corner = (s: Slab) => Math.min(s.w, s.h) * 0.15;

/** The screen side: a thin frame in the body's metal, black bezel, lit wallpaper, the front camera. */
export function slabFront(paint: Paint, s: Slab, opts: { island: boolean; fold?: boolean }): string {
  const r = corner(s);
  const rim = s.w * 0.018;
  const bezel = s.w * 0.035;
  const sx = rim + bezel;
  const sw = s.w - 2 * sx;
  const sh = s.h - 2 * sx;
  const clip = paint.clip(`<rect x="${sx}" y="${sx}" width="${sw}" height="${sh}" rx="${r - sx}"/>`);
  const camera = opts.island
    ? `<rect x="${s.w / 2 - s.w * 0.14}" y="${sx + s.h * 0.018}" width="${s.w * 0.28}" height="${s.w * 0.075}" rx="${s.w * 0.0375}" fill="#020617"/>`
    : `<circle cx="${s.w / 2}" cy="${sx + s.h * 0.03}" r="${s.w * 0.028}" fill="#020617"/>`;
  // Soft light blobs on the wallpaper, as a lock screen shows.
  const blobs = `<circle cx="${s.w * 0.25}" cy="${s.h * 0.72}" r="${s.w * 0.5}" fill="${paint.radial([
    [0, "#ffffff", 0.28],
    [1, "#ffffff", 0],
  ])}" clip-path="url(#${clip})"/>`;
  const crease = opts.fold
    ? `<rect x="${s.w / 2 - 2}" y="${sx}" width="4" height="${sh}" fill="#000000" opacity="0.18"/>`
    : "";
  const widgets = `<rect x="${sx + sw * 0.1}" y="${sx + sh * 0.12}" width="${sw * 0.8}" height="${sh * 0.09}" rx="${sh * 0.02}" fill="#ffffff" opacity="0.22"/>
<rect x="${sx + sw * 0.3}" y="${sx + sh * 0.88}" width="${sw * 0.4}" height="${sh * 0.008}" rx="${sh * 0.004}" fill="#ffffff" opacity="0.8"/>`;
  return `<rect x="${-s.w * 0.012}" y="${s.h * 0.2}" width="${s.w * 0.02}" height="${s.h * 0.07}" rx="4" fill="${darken(s.colour, 0.2)}"/>
<rect x="${-s.w * 0.012}" y="${s.h * 0.3}" width="${s.w * 0.02}" height="${s.h * 0.1}" rx="4" fill="${darken(s.colour, 0.2)}"/>
<rect x="${s.w - s.w * 0.008}" y="${s.h * 0.26}" width="${s.w * 0.02}" height="${s.h * 0.11}" rx="4" fill="${darken(s.colour, 0.2)}"/>
<rect width="${s.w}" height="${s.h}" rx="${r}" fill="${paint.metal(s.colour)}" stroke="${edge(s.colour)}" stroke-width="2"/>
<rect x="${rim}" y="${rim}" width="${s.w - 2 * rim}" height="${s.h - 2 * rim}" rx="${r - rim}" fill="#05070d"/>
<rect x="${sx}" y="${sx}" width="${sw}" height="${sh}" rx="${r - sx}" fill="${paint.wallpaper(s.colour)}"/>
${blobs}${widgets}${crease}${camera}${gloss(paint, sx, sx, sw, sh, clip)}`;
}

/** The camera module of a phone's back, in the top left corner (or across, for a bar). */
export function cameraModule(paint: Paint, s: Slab, camera: Camera): string {
  const u = s.w / 100;
  const ring = lighten(s.colour, 0.15);
  const island = (x: number, y: number, w: number, h: number, rx: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${paint.linear([
      [0, lighten(s.colour, 0.35)],
      [1, darken(s.colour, 0.12)],
    ])}" stroke="${edge(s.colour)}" stroke-width="1.5" opacity="0.95"/>`;
  switch (camera) {
    case "triple-island":
      return `${island(6 * u, 5 * u, 46 * u, 46 * u, 12 * u)}${lens(paint, 18 * u, 17 * u, 9 * u, ring)}${lens(paint, 18 * u, 39 * u, 9 * u, ring)}${lens(paint, 38 * u, 28 * u, 9 * u, ring)}${flash(40 * u, 11 * u, 2.6 * u)}`;
    case "dual-island":
      return `${island(6 * u, 5 * u, 24 * u, 44 * u, 12 * u)}${lens(paint, 18 * u, 16 * u, 8.5 * u, ring)}${lens(paint, 18 * u, 38 * u, 8.5 * u, ring)}${flash(36 * u, 12 * u, 2.4 * u)}`;
    case "vertical":
      return `${lens(paint, 16 * u, 13 * u, 8 * u, ring)}${lens(paint, 16 * u, 32 * u, 8 * u, ring)}${lens(paint, 16 * u, 51 * u, 8 * u, ring)}${flash(30 * u, 13 * u, 2.2 * u)}`;
    case "bar":
      return `<rect x="0" y="${14 * u}" width="${s.w}" height="${22 * u}" rx="${11 * u}" fill="${paint.metal(lighten(s.colour, 0.1))}" stroke="${edge(s.colour)}" stroke-width="1.5"/>
<rect x="${14 * u}" y="${17 * u}" width="${50 * u}" height="${16 * u}" rx="${8 * u}" fill="#0b1220"/>${lens(paint, 24 * u, 25 * u, 6.5 * u, "#1e293b")}${lens(paint, 42 * u, 25 * u, 6.5 * u, "#1e293b")}${flash(72 * u, 25 * u, 2.4 * u)}`;
    case "round":
      return `<circle cx="${50 * u}" cy="${30 * u}" r="${27 * u}" fill="${paint.metal(lighten(s.colour, 0.1))}" stroke="${edge(s.colour)}" stroke-width="1.5"/>
<circle cx="${50 * u}" cy="${30 * u}" r="${23 * u}" fill="#111827"/>${lens(paint, 39 * u, 20 * u, 8 * u, "#334155")}${lens(paint, 61 * u, 20 * u, 8 * u, "#334155")}${lens(paint, 39 * u, 40 * u, 8 * u, "#334155")}${lens(paint, 61 * u, 40 * u, 8 * u, "#334155")}`;
    default:
      return `${island(6 * u, 5 * u, 34 * u, 40 * u, 9 * u)}${lens(paint, 18 * u, 16 * u, 8 * u, ring)}${lens(paint, 18 * u, 35 * u, 8 * u, ring)}${flash(32 * u, 14 * u, 2.2 * u)}`;
  }
}

/** The back: the body's colour with its camera and a light sweep. */
export function slabBack(paint: Paint, s: Slab, camera: Camera | "single"): string {
  const r = corner(s);
  const clip = paint.clip(`<rect width="${s.w}" height="${s.h}" rx="${r}"/>`);
  const u = s.w / 100;
  const cam =
    camera === "single"
      ? `<rect x="${4 * u}" y="${3 * u}" width="${16 * u}" height="${16 * u}" rx="${5 * u}" fill="${darken(s.colour, 0.1)}"/>${lens(paint, 12 * u, 11 * u, 5.5 * u, lighten(s.colour, 0.15))}`
      : cameraModule(paint, s, camera);
  return `<rect width="${s.w}" height="${s.h}" rx="${r}" fill="${paint.body(s.colour)}" stroke="${edge(s.colour)}" stroke-width="2"/>
<rect x="3" y="3" width="${s.w - 6}" height="${s.h - 6}" rx="${r - 3}" fill="none" stroke="${lighten(s.colour, 0.4)}" stroke-opacity="0.5" stroke-width="3"/>
${cam}${gloss(paint, 0, 0, s.w, s.h, clip)}`;
}

/** The device seen from its edge: the frame with buttons and the camera's bump. */
export function slabSide(paint: Paint, s: Slab, depth: number): string {
  const bump = depth * 0.35;
  return `<rect x="${depth}" y="${s.h * 0.04}" width="${bump}" height="${s.h * 0.2}" rx="${bump / 2}" fill="${darken(s.colour, 0.25)}"/>
<rect width="${depth}" height="${s.h}" rx="${depth / 2}" fill="${paint.metal(s.colour)}" stroke="${edge(s.colour)}" stroke-width="2"/>
<rect x="${-depth * 0.12}" y="${s.h * 0.24}" width="${depth * 0.14}" height="${s.h * 0.1}" rx="2" fill="${darken(s.colour, 0.3)}"/>
<rect x="${-depth * 0.12}" y="${s.h * 0.37}" width="${depth * 0.14}" height="${s.h * 0.07}" rx="2" fill="${darken(s.colour, 0.3)}"/>
<rect x="${depth * 0.15}" y="${s.h * 0.02}" width="${depth * 0.7}" height="${s.h * 0.96}" rx="${depth * 0.35}" fill="#ffffff" opacity="0.18"/>`;
}
