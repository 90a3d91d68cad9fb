import { describe, expect, it } from "vitest";
import { CZECHIA_OUTLINE, ROMANIA_OUTLINE } from "../../../domain/country-outlines.js";
import { layoutStoreMap, MAP_SIZES, type MapPlace, type StoreMapLayout } from "./store-map-layout.js";

// The demo shop's stores: two in Bucharest a few kilometres apart, two in Prague, Ostrava near the east.
const czech: MapPlace[] = [
  { id: 1, city: "Praha 1", latitude: 50.0815, longitude: 14.4266 },
  { id: 2, city: "Praha 4", latitude: 50.0316, longitude: 14.4911 },
  { id: 3, city: "Brno", latitude: 49.1893, longitude: 16.6135 },
  { id: 4, city: "Ostrava", latitude: 49.8306, longitude: 18.2786 },
  { id: 5, city: "Plzeň", latitude: 49.7466, longitude: 13.3713 },
  { id: 6, city: "Olomouc", latitude: 49.5904, longitude: 17.2606 },
  { id: 7, city: "Hradec Králové", latitude: 50.1897, longitude: 15.8449 },
];
const romanian: MapPlace[] = [
  { id: 11, city: "București", latitude: 44.4307, longitude: 26.0527 },
  { id: 12, city: "București", latitude: 44.4424, longitude: 26.1522 },
  { id: 13, city: "Cluj-Napoca", latitude: 46.7714, longitude: 23.6258 },
  { id: 14, city: "Timișoara", latitude: 45.7665, longitude: 21.2289 },
  { id: 15, city: "Iași", latitude: 47.1564, longitude: 27.5873 },
  { id: 16, city: "Brașov", latitude: 45.6705, longitude: 25.6118 },
];

const { fontSize, markerRadius: r } = MAP_SIZES;
const labelBox = (l: StoreMapLayout["labels"][number]) => {
  const w = l.text.length * fontSize * 0.62;
  const x0 = l.anchor === "start" ? l.x : l.anchor === "end" ? l.x - w : l.x - w / 2;
  return {
    x0,
    x1: x0 + w,
    y0: l.y - fontSize * 0.75,
    y1: l.y + fontSize * 0.2,
  };
};
type Box = ReturnType<typeof labelBox>;
const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
// Two labels closer than this read as one.
const gap = 6;
const grown = (b: Box): Box => ({ x0: b.x0 - gap, x1: b.x1 + gap, y0: b.y0 - gap, y1: b.y1 + gap });

function expectReadable(map: StoreMapLayout) {
  const labels = map.labels.map(labelBox);
  for (const box of labels) {
    expect(box.x0).toBeGreaterThanOrEqual(0);
    expect(box.x1).toBeLessThanOrEqual(map.width);
    expect(box.y0).toBeGreaterThanOrEqual(0);
    expect(box.y1).toBeLessThanOrEqual(map.height);
  }
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1))
      expect(overlap(grown(a), b), `labels ${i} and another touch`).toBe(false);
  });
  for (const m of map.markers) {
    const dot = { x0: m.x - r, x1: m.x + r, y0: m.y - r, y1: m.y + r };
    expect(labels.some((l) => overlap(l, dot))).toBe(false);
  }
  map.markers.forEach((a, i) => {
    for (const b of map.markers.slice(i + 1))
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * r);
  });
}

describe("store map layout", () => {
  it("keeps every label inside the map and apart, and no marker covers another", () => {
    expectReadable(layoutStoreMap(czech, CZECHIA_OUTLINE));
    expectReadable(layoutStoreMap(romanian, ROMANIA_OUTLINE));
  });

  it("gives nearby stores one label with each city once", () => {
    const cz = layoutStoreMap(czech, CZECHIA_OUTLINE).labels.map((l) => l.text);
    expect(cz).toContain("Praha 1, Praha 4");
    expect(cz).toHaveLength(6);
    const ro = layoutStoreMap(romanian, ROMANIA_OUTLINE).labels.map((l) => l.text);
    expect(ro.filter((t) => t === "București")).toHaveLength(1);
  });

  it("writes a label near the right edge to the left of its marker", () => {
    const map = layoutStoreMap(czech, CZECHIA_OUTLINE);
    const ostrava = map.labels.find((l) => l.text === "Ostrava")!;
    const marker = map.markers.find((m) => m.id === 4)!;
    expect(ostrava.anchor).toBe("end");
    expect(ostrava.x).toBeLessThan(marker.x);
  });

  it("writes a label just above its markers when beside them is taken, without a leader", () => {
    const map = layoutStoreMap(czech, CZECHIA_OUTLINE);
    const prague = map.labels.find((l) => l.text === "Praha 1, Praha 4")!;
    const markers = map.markers.filter((m) => m.id === 1 || m.id === 2);
    expect(prague.anchor).toBe("middle");
    expect(prague.x).toBeCloseTo((markers[0]!.x + markers[1]!.x) / 2, 5);
    expect(prague.y).toBeLessThan(markers[0]!.y - r);
    expect(prague.leader).toBeUndefined();
  });

  it("keeps the markers in the stores' order and a single store's map wider than tall", () => {
    expect(layoutStoreMap(romanian, ROMANIA_OUTLINE).markers.map((m) => m.id)).toEqual([
      11, 12, 13, 14, 15, 16,
    ]);
    const one = layoutStoreMap([czech[2]!], CZECHIA_OUTLINE);
    expect(one.height).toBeLessThan(one.width * 0.9);
    expect(one.height).toBeGreaterThan(one.width * 0.4);
  });

  it("stays a sensible shape when a store lies far outside the country", () => {
    const far = layoutStoreMap([{ id: 9, city: "Far", latitude: 60, longitude: 15 }], CZECHIA_OUTLINE);
    expect(far.height).toBeLessThanOrEqual(far.width * 0.9 + 2 * MAP_SIZES.margin);
    expectReadable(far);
  });
});
