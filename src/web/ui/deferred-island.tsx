import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";

const loaded = new Map<() => Promise<ComponentType>, ComponentType>();

/**
 * An interactive part below the fold whose code (with its form libraries) downloads only when it
 * comes near the viewport, so it stays out of every page's first download. The server and the first
 * browser render show `placeholder` (the same HTML, so hydration matches); then the part replaces it.
 * `load` must be a stable (module-level) function: it also keys the cache for later mounts.
 */
export function DeferredIsland(props: {
  load: () => Promise<ComponentType>;
  placeholder: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [Part, setPart] = useState<ComponentType | null>(null);
  const { load } = props;
  useEffect(() => {
    const cached = loaded.get(load);
    const show = () =>
      load().then((c) => {
        loaded.set(load, c);
        setPart(() => c);
      });
    if (cached) return void setPart(() => cached);
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return void show();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void show();
      },
      { rootMargin: "300px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [load]);
  return (
    <div ref={ref} className={props.className}>
      {Part ? <Part /> : props.placeholder}
    </div>
  );
}
