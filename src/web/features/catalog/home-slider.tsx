import { useRef, useState } from "react";
import { Link } from "react-router";
import type { HomeResponse } from "../../../contract/catalog-home.js";
import { useT } from "../../shop-context.js";
import { catalogEvents } from "./catalog-analytics.js";

type Banner = HomeResponse["slides"][number];

/**
 * The home slider: scroll-snapped slides (swipe on phones, buttons on desktop), no script needed to read.
 * Each slide's link fills its item: the items stretch to the tallest slide, and a shorter link left a
 * white band under its gradient that the rounded corners then clipped.
 */
export function HomeSlider({ slides }: { slides: Banner[] }) {
  const t = useT("catalog");
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (!slides.length) return null;
  const move = (d: number) =>
    track.current?.scrollBy({ left: d * track.current.clientWidth, behavior: "smooth" });
  const show = (i: number) =>
    track.current?.scrollTo({ left: i * track.current.clientWidth, behavior: "smooth" });
  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section aria-roledescription="carousel" aria-label={t("home.slider")} className="relative">
      <ul
        ref={track}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none]"
      >
        {slides.map((s, i) => (
          <li
            key={s.id}
            className="flex w-full shrink-0 snap-start"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
          >
            <Link
              to={s.url}
              onClick={() => catalogEvents.banner(s, "slider", i)}
              className="flex min-h-48 w-full flex-col justify-center px-6 py-10 text-white sm:min-h-64 sm:px-12"
              style={{ background: `linear-gradient(120deg, ${s.color}, #0f172a)` }}
            >
              <h2 className="text-3xl font-bold sm:text-4xl">{s.title}</h2>
              <p className="mt-2 max-w-xl text-white/90">{s.subtitle}</p>
              <span className="mt-4 inline-block w-fit rounded-md bg-white px-4 py-2 text-sm font-semibold text-gray-900">
                {t("home.more")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        // Where you are and how many there are: on a phone the slides only swipe, with no buttons.
        <div className="mt-1 flex justify-center">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              onClick={() => show(i)}
              aria-label={t("home.slide", { n: i + 1, count: slides.length })}
              aria-current={i === current || undefined}
              className="group flex size-6 items-center justify-center"
            >
              <span className="size-2 rounded-full bg-gray-300 group-aria-[current=true]:bg-teal-700" />
            </button>
          ))}
        </div>
      )}
      {slides.length > 1 && (
        <div className="absolute bottom-10 right-3 hidden gap-2 sm:flex">
          <button
            type="button"
            onClick={() => move(-1)}
            className="rounded-full bg-white/90 px-3 py-1.5 text-lg font-bold text-gray-900"
            aria-label={t("home.prev")}
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            className="rounded-full bg-white/90 px-3 py-1.5 text-lg font-bold text-gray-900"
            aria-label={t("home.next")}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}

export function HomeBanners({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {banners.map((b, i) => (
        <li key={b.id}>
          <Link
            to={b.url}
            onClick={() => catalogEvents.banner(b, "banner", i)}
            className="block h-full rounded-xl p-5 text-white"
            style={{ backgroundColor: b.color }}
          >
            <p className="text-lg font-bold">{b.title}</p>
            <p className="mt-1 text-sm text-white">{b.subtitle}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
