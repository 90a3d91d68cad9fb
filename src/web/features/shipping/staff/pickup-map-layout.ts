import type { Outline } from "../../../../domain/country-outlines.js";
import { layoutStoreMap } from "../../catalog/store-map-layout.js";

export interface MapPoint {
  id: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** An area of points (a city; Prague's or Bucharest's districts are one) and where it sits on the map. */
export interface MapArea<P extends MapPoint> {
  name: string;
  x: number;
  y: number;
  /** The ring the area's points sit on around its centre. */
  ring: number;
  points: (P & { x: number; y: number })[];
}

/** "Praha 4" → "Praha", "București Sector 3" → "București": districts of one city share an area. */
export const areaOf = (city: string) => city.replace(/\s+(?:Sector\s+)?\d+$/, "");

const DOT_GAP = 14;

/**
 * Pickup points on the country's outline without a tile server: the store map's projection places
 * each area's centre (`layoutStoreMap`), and the area's points sit on a ring around it, so points
 * a few streets apart stay apart and each shows its own state.
 */
export function layoutPickupMap<P extends MapPoint>(points: P[], outline: Outline) {
  const byArea = new Map<string, P[]>();
  for (const p of points) {
    const name = areaOf(p.city);
    byArea.set(name, [...(byArea.get(name) ?? []), p]);
  }
  const names = [...byArea.keys()];
  const centres = names.map((name, i) => {
    const ps = byArea.get(name)!;
    return {
      id: i + 1,
      city: name,
      latitude: ps.reduce((s, p) => s + p.latitude, 0) / ps.length,
      longitude: ps.reduce((s, p) => s + p.longitude, 0) / ps.length,
    };
  });
  const map = layoutStoreMap(centres, outline);
  const areas: MapArea<P>[] = names.map((name, i) => {
    const marker = map.markers.find((m) => m.id === i + 1)!;
    const ps = byArea.get(name)!;
    const ring = Math.max(16, (ps.length * DOT_GAP) / (2 * Math.PI));
    return {
      name,
      x: marker.x,
      y: marker.y,
      ring,
      points: ps.map((p, k) => {
        const angle = (2 * Math.PI * k) / ps.length - Math.PI / 2;
        return { ...p, x: marker.x + ring * Math.cos(angle), y: marker.y + ring * Math.sin(angle) };
      }),
    };
  });
  return { width: map.width, height: map.height, outline: map.outline, areas };
}
