import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import type { Language, MarketCode } from "../domain/market.js";
import type { ApiClient } from "./api/api-client.js";
import { createQueryClient } from "./query-client.js";
import { ShopProvider } from "./shop-context.js";
import { ToastProvider } from "./ui/toast.js";

/** Everything around the router, the same on the server and in the browser. */
export function Providers(props: {
  marketCode: MarketCode;
  language: Language;
  api: ApiClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ShopProvider marketCode={props.marketCode} language={props.language} api={props.api}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{props.children}</ToastProvider>
      </QueryClientProvider>
    </ShopProvider>
  );
}
