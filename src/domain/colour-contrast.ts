/**
 * WCAG 2 contrast of white text on a background colour (`#rrggbb`): from 1 (white on white) to 21
 * (white on black). Home banners print white text on the colour staff choose; 4.5 is what WCAG AA
 * (and Lighthouse's accessibility audit) asks of normal-sized text.
 */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (hex: string) => {
  const c = Number.parseInt(hex, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of `#rrggbb` (WCAG 2.x definition). */
export function luminance(colour: string): number {
  const hex = colour.replace("#", "");
  return (
    0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6))
  );
}

export const contrastWithWhite = (colour: string) => 1.05 / (luminance(colour) + 0.05);
