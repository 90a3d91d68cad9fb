/**
 * What a demo model looks like, worked out from its type, maker, name and category: the drawing
 * then only needs this and a colour. Makers' camera layouts are recognisable outlines, not logos.
 */
export type Camera = "triple-island" | "dual-island" | "vertical" | "bar" | "round" | "block";

export type DeviceShape =
  | { kind: "phone"; camera: Camera; island: boolean; fold: boolean; inches: number }
  | { kind: "tablet"; inches: number }
  | { kind: "watch"; round: boolean; rugged: boolean; inches: number }
  | { kind: "laptop" }
  | { kind: "desktop" }
  | { kind: "earbuds" }
  | { kind: "headphones" }
  | { kind: "charger" }
  | { kind: "magsafe" }
  | { kind: "powerbank" }
  | { kind: "case"; camera: Camera }
  | { kind: "glass" };

export interface ModelLook {
  type: string;
  maker: string;
  name: string;
  category?: string;
  attrs?: Record<string, string | number>;
}

function phoneCamera(maker: string, name: string): Camera {
  if (maker === "Apple") return /Pro/.test(name) ? "triple-island" : "dual-island";
  if (maker === "Samsung") return "vertical";
  if (maker === "Google") return "bar";
  if (/Ultra/.test(name)) return "round";
  return "block";
}

export function shapeOf(m: ModelLook): DeviceShape {
  const name = m.name;
  // The display's size sets the drawn size, so models of one maker and colour still differ.
  const inches = Number(m.attrs?.display_size) || 0;
  switch (m.type) {
    case "phone":
      return {
        kind: "phone",
        camera: phoneCamera(m.maker, name),
        island: m.maker === "Apple",
        fold: /Fold/.test(name),
        inches: inches || 6.1,
      };
    case "tablet":
      return { kind: "tablet", inches: inches || 11 };
    case "watch":
      return {
        kind: "watch",
        round: m.maker !== "Apple",
        rugged: /Ultra|Fenix/.test(name),
        inches: inches || 1.5,
      };
    case "computer":
      return /mini/i.test(name) ? { kind: "desktop" } : { kind: "laptop" };
    default:
      break;
  }
  if (m.category === "headphones")
    return /AirPods|Buds/.test(name) ? { kind: "earbuds" } : { kind: "headphones" };
  if (m.category === "cases") return { kind: "case", camera: phoneCamera(m.maker, name) };
  if (m.category === "screen-protection") return { kind: "glass" };
  if (/MagSafe/.test(name)) return { kind: "magsafe" };
  if (/Power/i.test(name)) return { kind: "powerbank" };
  return { kind: "charger" };
}
