import { useT } from "../../shop-context.js";
import { useFavourites } from "./favourites-context.js";

/** The heart: adds to or removes from favourites (logged in or in the browser). */
export function FavouriteButton({
  productId,
  name,
  className = "",
}: {
  productId: number;
  name: string;
  className?: string;
}) {
  const t = useT("catalog");
  const fav = useFavourites();
  const on = fav.has(productId);
  return (
    <button
      type="button"
      onClick={() => void fav.toggle(productId)}
      aria-pressed={on}
      aria-label={on ? t("favourites.remove", { name }) : t("favourites.add", { name })}
      className={`rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-red-600 aria-pressed:text-red-600 ${className}`}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={on ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.1C1.2 8.8 3.3 5 7 5c2.1 0 3.5 1.2 5 3 1.5-1.8 2.9-3 5-3 3.7 0 5.8 3.8 4.5 6.9C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
