import { type RefObject, useEffect } from "react";

/**
 * Calls `onSeen` once when the element has been at least half visible for one second
 * (spec §9: an element visible at 50% for 1 second counts as seen).
 */
export function useSeen(ref: RefObject<Element | null>, onSeen: () => void, enabled = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe once per element; onSeen may change identity
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (done) return;
        if (entry.intersectionRatio >= 0.5) {
          timer ??= setTimeout(() => {
            done = true;
            observer.disconnect();
            onSeen();
          }, 1000);
        } else if (timer) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(el);
    return () => {
      if (timer) clearTimeout(timer);
      observer.disconnect();
    };
  }, [enabled]);
}
