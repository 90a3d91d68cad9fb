import { createContext, RouterContextProvider } from "react-router";
import type { Market } from "../../domain/market.js";
import type { ApiClient } from "./api-client.js";

/** Loaders and actions reach the API through the router context: in-process on the server, fetch in the browser. */
export const apiContext = createContext<ApiClient>();
export const marketContext = createContext<Market>();

export function createRouterContext(api: ApiClient, market: Market): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(apiContext, api);
  provider.set(marketContext, market);
  return provider;
}

/** A loader's or action's `context`: the provider `createRouterContext` made. */
const provider = (context: unknown) => context as RouterContextProvider;

export function getApi(context: unknown): ApiClient {
  return provider(context).get(apiContext);
}

export function getMarketOf(context: unknown): Market {
  return provider(context).get(marketContext);
}
