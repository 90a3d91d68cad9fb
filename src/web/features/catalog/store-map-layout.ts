import type { Outline } from "../../../domain/country-outlines.js";

export interface MapPlace {
  id: number;
  latitude: number;
  longitude: number;
  city: string;
}

export interface MapMarker {
  id: number;
  x: number;
  y: number;
}

export interface MapLabel {
  text: string;
  /** Where the text starts (anchor start), ends (anchor end) or has its middle, on its baseline. */
  x: number;
  y: number;
  anchor: "start" | "end" | "middle";
  /** A line from the markers to a label that had to move up or down to stay clear of another. */
  leader?: { x1: number; y1: number; x2: number; y2: number };
}

export interface StoreMapLayout {
  width: number;
  height: number;
  /** SVG path of the country's border. */
  outline: string;
  markers: MapMarker[];
  labels: MapLabel[];
}

/** Sizes in the map's own units; the map scales to its box (about 0.7× on a phone, 1.2× on a desktop). */
export const MAP_SIZES = { width: 500, margin: 14, fontSize: 17, markerRadius: 11 } as const;

// A country is wider than tall here; the limits keep a far-away store from making a tower or a strip.
const MIN_RATIO = 0.45;
const MAX_RATIO = 0.9;
// Bold sans-serif letters are about this wide per font size (an estimate: the server cannot measure text).
const CHAR_WIDTH = 0.62;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
// Labels keep this much room between them: two labels a hair apart read as one ("Hradec Králové Ostrava").
const LABEL_GAP = 6;
const padded = (b: Box): Box => ({
  x0: b.x0 - LABEL_GAP,
  x1: b.x1 + LABEL_GAP,
  y0: b.y0 - LABEL_GAP,
  y1: b.y1 + LABEL_GAP,
});

/**
 * Places stores on the country's outline: markers that would cover each other sit side by side,
 * each group of them gets one label with its cities, kept inside the map and clear of other labels
 * and markers, with room between labels (to the left of markers near the right edge, centred above or
 * below them, or a line lower or higher when taken).
 */
export function layoutStoreMap(places: MapPlace[], outline: Outline): StoreMapLayout {
  const { width, margin, fontSize, markerRadius: r } = MAP_SIZES;
  const lons = [...outline.map(([lon]) => lon), ...places.map((p) => p.longitude)];
  const lats = [...outline.map(([, lat]) => lat), ...places.map((p) => p.latitude)];
  let [west, east, south, north] = [
    Math.min(...lons),
    Math.max(...lons),
    Math.min(...lats),
    Math.max(...lats),
  ];
  // Degrees of longitude are shorter than degrees of latitude away from the equator.
  const k = Math.cos(((south + north) / 2) * (Math.PI / 180));
  const ratio = (north - south) / ((east - west) * k);
  if (ratio < MIN_RATIO) {
    const grow = (MIN_RATIO * (east - west) * k - (north - south)) / 2;
    [south, north] = [south - grow, north + grow];
  } else if (ratio > MAX_RATIO) {
    const grow = ((north - south) / MAX_RATIO / k - (east - west)) / 2;
    [west, east] = [west - grow, east + grow];
  }
  const scale = (width - 2 * margin) / ((east - west) * k);
  const height = Math.round((north - south) * scale + 2 * margin);
  const x = (lon: number) => margin + (lon - west) * k * scale;
  const y = (lat: number) => margin + (north - lat) * scale;

  const points = places.map((p) => ({ place: p, x: x(p.longitude), y: y(p.latitude) }));
  const groups = groupNearby(points, 2 * r + 4);
  const markers: MapMarker[] = [];
  const rows: { group: typeof points; x0: number; x1: number; y: number }[] = [];
  for (const group of groups) {
    const gap = 2 * r + 3;
    const cx = group.reduce((s, p) => s + p.x, 0) / group.length;
    const cy = group.reduce((s, p) => s + p.y, 0) / group.length;
    const half = ((group.length - 1) * gap) / 2;
    const first = Math.min(Math.max(cx - half, r + 1), width - r - 1 - 2 * half);
    group.forEach((p, i) => {
      markers.push({ id: p.place.id, x: first + i * gap, y: cy });
    });
    rows.push({ group, x0: first - r, x1: first + 2 * half + r, y: cy });
  }
  markers.sort((a, b) => places.findIndex((p) => p.id === a.id) - places.findIndex((p) => p.id === b.id));

  const markerBoxes: Box[] = markers.map((m) => ({ x0: m.x - r, y0: m.y - r, x1: m.x + r, y1: m.y + r }));
  const labelBoxes: Box[] = [];
  const labels: MapLabel[] = [];
  const lineHeight = fontSize * 1.3;
  for (const row of [...rows].sort((a, b) => a.y - b.y)) {
    const text = [...new Set(row.group.map((p) => p.place.city))].join(", ");
    const textWidth = text.length * fontSize * CHAR_WIDTH;
    const candidate = (
      step: number,
      anchor: MapLabel["anchor"],
      tx: number,
      x0: number,
      baseline: number,
    ) => ({
      step,
      anchor,
      tx,
      baseline,
      box: { x0, x1: x0 + textWidth, y0: baseline - fontSize * 0.75, y1: baseline + fontSize * 0.2 },
    });
    const beside = (step: number, anchor: "start" | "end") => {
      const tx = anchor === "start" ? row.x1 + 5 : row.x0 - 5;
      const x0 = anchor === "start" ? tx : tx - textWidth;
      return candidate(step, anchor, tx, x0, row.y + step * lineHeight + fontSize * 0.35);
    };
    const centred = (baseline: number) => {
      const tx = (row.x0 + row.x1) / 2;
      return candidate(0, "middle", tx, tx - textWidth / 2, baseline);
    };
    // Beside the markers first, then centred just above or below them, then a line lower or higher
    // with a leader: the nearer the label, the plainer whose it is.
    const candidates = [
      beside(0, "start"),
      beside(0, "end"),
      centred(row.y - r - 4),
      centred(row.y + r + 4 + fontSize * 0.75),
      ...[1, -1, 2, -2, 3, -3].flatMap((step) => [beside(step, "start"), beside(step, "end")]),
    ];
    const inside = candidates.filter(
      (c) => c.box.x0 >= 2 && c.box.x1 <= width - 2 && c.box.y0 >= 2 && c.box.y1 <= height - 2,
    );
    const clear = (c: (typeof candidates)[number]) =>
      !markerBoxes.some((m) => overlaps(m, c.box)) && !labelBoxes.some((l) => overlaps(l, padded(c.box)));
    const chosen = inside.find(clear) ?? inside[0] ?? candidates[0]!;
    labelBoxes.push(chosen.box);
    labels.push({
      text,
      x: chosen.tx,
      y: chosen.baseline,
      anchor: chosen.anchor,
      ...(chosen.step !== 0 && {
        leader: {
          x1: chosen.anchor === "start" ? row.x1 - r : row.x0 + r,
          y1: row.y,
          x2: chosen.tx,
          y2: chosen.baseline - fontSize * 0.3,
        },
      }),
    });
  }

  const outlinePath = `${outline.map(([lon, lat], i) => `${i ? "L" : "M"}${x(lon).toFixed(1)} ${y(lat).toFixed(1)}`).join("")}Z`;
  return { width, height, outline: outlinePath, markers, labels };
}

/** Points closer than `distance` to any point of a group join it (in the places' order). */
function groupNearby<T extends { x: number; y: number }>(points: T[], distance: number): T[][] {
  const groups: T[][] = [];
  for (const p of points) {
    const near = groups.filter((g) => g.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < distance));
    const merged = [...near.flat(), p];
    for (const g of near) groups.splice(groups.indexOf(g), 1);
    groups.push(merged);
  }
  return groups;
}
