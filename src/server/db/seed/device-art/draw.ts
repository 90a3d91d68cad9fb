import { charger, earbuds, glass, headphones, magsafe, phoneCase, powerbank } from "./accessories.js";
import { desktopBox, laptopLid, laptopOpen } from "./computer.js";
import { type Slab, slabBack, slabFront, slabSide } from "./phone.js";
import type { DeviceShape } from "./shape.js";
import { Paint, scene, shadow } from "./svg.js";
import { watchFront, watchSide } from "./watch.js";

/** The pictures of one colour, in gallery order; the first is the card's (main) picture. */
export function viewsOf(shape: DeviceShape): string[] {
  switch (shape.kind) {
    case "phone":
    case "tablet":
      return ["hero", "back", "side"];
    case "watch":
      return ["front", "side"];
    case "laptop":
      return ["open", "lid"];
    case "earbuds":
      return ["open", "closed"];
    case "charger":
      return ["side", "face"];
    default:
      return ["front"];
  }
}

/** Phone and tablet: the back turned behind the screen side (the hero), or one side alone. */
function slab(paint: Paint, s: Slab, view: string, front: string, back: string): string {
  const depth = s.w * 0.085;
  if (view === "back")
    return `${shadow(paint, 600, 600 + s.h / 2 + 20, s.w * 1.2)}<g transform="translate(${600 - s.w / 2} ${600 - s.h / 2})">${back}</g>`;
  if (view === "side")
    return `${shadow(paint, 600, 600 + s.h / 2 + 20, s.w * 0.7)}<g transform="translate(${600 - s.w * 0.38} ${600 - s.h / 2})">${slabFront(paint, { ...s, w: s.w * 0.55 }, { island: false })}</g><g transform="translate(${600 + s.w * 0.25} ${600 - s.h / 2})">${slabSide(paint, s, depth)}</g>`;
  const lx = 600 - s.w * 0.95;
  const top = 600 - s.h / 2;
  return `${shadow(paint, 600, top + s.h + 24, s.w * 2.1)}<g transform="translate(${lx} ${top - 10}) rotate(-7 ${s.w / 2} ${s.h / 2})">${back}</g><g transform="translate(${600 - s.w * 0.05} ${top + 10})">${front}</g>`;
}

/** A model's variant number (0…359) from its name: its pictures differ from a look-alike model's. */
export function variantOf(name: string): number {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** One picture of a model in one colour, 1200 × 1200 SVG; `variant` from `variantOf`. */
export function drawDevice(shape: DeviceShape, colour: string, view: string, variant = 0): string {
  const paint = new Paint(variant);
  let content: string;
  switch (shape.kind) {
    case "phone": {
      // 6.1″ is 840 px tall; a 6.9″ phone 920.
      const h = Math.round(840 + (Math.min(shape.inches, 7) - 6.1) * 100);
      const s: Slab = shape.fold ? { w: 600, h: 860, colour } : { w: Math.round(h * 0.48), h, colour };
      const front = slabFront(paint, s, { island: shape.island, fold: shape.fold });
      const back = view === "side" ? "" : slabBack(paint, s, shape.camera);
      content = slab(paint, s, view, front, back);
      break;
    }
    case "tablet": {
      // An 8.3″ mini is narrower than a 13″ one (larger ones are drawn as 13″, to fit the picture).
      const w = Math.round(500 + (Math.min(shape.inches, 13) - 8.3) * 24);
      const s: Slab = { w, h: Math.min(980, Math.round(w * 1.4)), colour };
      content = slab(paint, s, view, slabFront(paint, s, { island: false }), slabBack(paint, s, "single"));
      break;
    }
    case "watch":
      content = `${shadow(paint, 600, 1100, 520)}${view === "side" ? watchSide(paint, colour, shape) : watchFront(paint, colour, shape)}`;
      break;
    case "laptop":
      content = `${shadow(paint, 600, view === "lid" ? 900 : 960, 1000)}${view === "lid" ? laptopLid(paint, colour) : laptopOpen(paint, colour)}`;
      break;
    case "desktop":
      content = `${shadow(paint, 600, 720, 820)}${desktopBox(paint, colour)}`;
      break;
    case "earbuds":
      content = `${shadow(paint, 600, 950, 900)}${earbuds(paint, colour, view === "open")}`;
      break;
    case "headphones":
      content = `${shadow(paint, 600, 880, 760)}${headphones(paint, colour)}`;
      break;
    case "charger":
      content = `${shadow(paint, 600, 900, 620)}${charger(paint, colour, view === "face")}`;
      break;
    case "magsafe":
      content = `${shadow(paint, 600, 860, 640)}${magsafe(paint, colour)}`;
      break;
    case "powerbank":
      content = `${shadow(paint, 600, 980, 620)}${powerbank(paint, colour)}`;
      break;
    case "case":
      content = `${shadow(paint, 600, 1090, 600)}${phoneCase(paint, colour, shape.camera)}`;
      break;
    case "glass":
      content = `${shadow(paint, 600, 1110, 560)}${glass(paint)}`;
      break;
  }
  return scene(paint, content);
}
