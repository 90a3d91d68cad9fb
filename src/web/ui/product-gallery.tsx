import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { ImageRef } from "../../domain/image-variants.js";
import { useT } from "../shop-context.js";
import { Picture } from "./product-image.js";

/** The gallery's main picture box, as the page lays it out (and as the page head preloads it). */
export const GALLERY_SIZES = "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw";

/**
 * A product's pictures: a track that snaps from picture to picture (a swipe on a phone, the arrow
 * keys, the thumbnails), and a dialog with the largest variant for a closer look. The first picture
 * is fetched first (the page's largest paint); the others when scrolled to. New pictures (another
 * colour) start again at the first.
 */
export function ProductGallery({ images, overlay }: { images: ImageRef[]; overlay?: ReactNode }) {
  const t = useT("catalog");
  const track = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(0);
  const first = images[0]?.hash;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first picture is a new gallery
  useEffect(() => {
    setCurrent(0);
    track.current?.scrollTo({ left: 0 });
  }, [first]);

  const go = (i: number) => {
    const n = Math.max(0, Math.min(images.length - 1, i));
    setCurrent(n);
    const el = track.current;
    el?.scrollTo({ left: n * el.clientWidth, behavior: "smooth" });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") go(current + 1);
    else if (e.key === "ArrowLeft") go(current - 1);
    else return;
    e.preventDefault();
  };
  // The shopper's swipe moves the track; the picture in view becomes the current one.
  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  const many = images.length > 1;

  return (
    <div>
      <div className="relative rounded-xl bg-white">
        <section
          ref={track}
          aria-roledescription="carousel"
          aria-label={t("gallery.label")}
          onKeyDown={onKey}
          onScroll={onScroll}
          className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-xl [scrollbar-width:none]"
        >
          {images.map((image, i) => (
            <div key={image.hash} className="w-full shrink-0 snap-center">
              <button
                type="button"
                className="block w-full cursor-zoom-in"
                onClick={() => {
                  setCurrent(i);
                  dialog.current?.showModal();
                }}
                aria-label={`${t("gallery.zoom")}: ${t("gallery.picture", { n: i + 1, count: images.length })}`}
              >
                <Picture
                  image={image}
                  sizes={GALLERY_SIZES}
                  className="aspect-square h-auto max-h-96 w-full object-contain"
                  priority={i === 0 ? "high" : undefined}
                />
              </button>
            </div>
          ))}
        </section>
        {overlay}
        {many && <ArrowPair current={current} count={images.length} go={go} />}
      </div>
      {many && (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={t("gallery.label")}>
          {images.map((image, i) => (
            <li key={image.hash}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === current ? "true" : undefined}
                aria-label={t("gallery.picture", { n: i + 1, count: images.length })}
                className={`block w-16 rounded-md border bg-white p-1 ${i === current ? "border-teal-700" : "border-gray-200 hover:border-gray-400"}`}
              >
                <Picture image={{ ...image, alt: "" }} sizes="64px" className="h-14 w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        aria-label={images[current]?.alt}
        onKeyDown={onKey}
        onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
        className="m-auto max-h-[95vh] w-[min(95vw,95vh)] rounded-xl bg-white p-2 backdrop:bg-black/70"
      >
        {images[current] && (
          <Picture
            image={images[current]}
            sizes="min(95vw, 95vh)"
            className="aspect-square h-auto w-full object-contain"
            priority="eager"
          />
        )}
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute right-3 top-3 rounded-full bg-white/90 px-3 py-1 text-sm font-medium shadow"
        >
          {t("gallery.close")}
        </button>
        {many && <ArrowPair current={current} count={images.length} go={go} />}
      </dialog>
    </div>
  );
}

/** Previous and next, on the page's picture and in the zoom dialog (from `sm` up; a phone swipes). */
function ArrowPair({ current, count, go }: { current: number; count: number; go: (i: number) => void }) {
  const t = useT("catalog");
  return (
    <>
      {current > 0 && (
        <ArrowButton label={t("gallery.previous")} side="left" onClick={() => go(current - 1)} />
      )}
      {current < count - 1 && (
        <ArrowButton label={t("gallery.next")} side="right" onClick={() => go(current + 1)} />
      )}
    </>
  );
}

function ArrowButton({
  label,
  side,
  onClick,
}: {
  label: string;
  side: "left" | "right";
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl shadow sm:flex ${side === "left" ? "left-2" : "right-2"}`}
    >
      <span aria-hidden="true">{side === "left" ? "‹" : "›"}</span>
    </button>
  );
}
