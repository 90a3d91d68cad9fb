import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A box that scrolls sideways and shows it while more lies to the right: a fade at the right edge
 * (a phone shows no scrollbar until the content moves).
 */
export function HorizontalScroller({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 2);
    update();
    el.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(el);
    if (el.firstElementChild) resized.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, []);
  return (
    <div className="relative">
      <div ref={box} className="overflow-x-auto overscroll-x-contain">
        {children}
      </div>
      {more && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white to-transparent"
        />
      )}
    </div>
  );
}
