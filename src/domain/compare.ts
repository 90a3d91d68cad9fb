/** Products side by side on a comparison page (spec: pick up to 4). */
export const MAX_COMPARED = 4;
