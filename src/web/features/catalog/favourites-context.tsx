import { createContext, type ReactNode, useContext } from "react";
import { type Favourites, useFavouritesState } from "./use-favourites.js";

const FavouritesContext = createContext<Favourites | null>(null);

/** Holds the page's favourites for every heart under it (mounted once, in the root layout). */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  return <FavouritesContext.Provider value={useFavouritesState()}>{children}</FavouritesContext.Provider>;
}

export function useFavourites(): Favourites {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error("useFavourites outside FavouritesProvider");
  return favourites;
}

/** The page's favourites passed on to a subtree rendered apart from the page (shared-cards-markup.tsx). */
export const FavouritesValue = FavouritesContext.Provider;
