/**
 * The analytics dataLayer (GA4-style). Events are plain objects pushed to `window.dataLayer`;
 * a tag manager, if the shop installs one, reads them from there.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: string, payload: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...payload });
}
