import { useState } from "react";
import type { z } from "zod";
import type { claimProductsResponse } from "../../../contract/service.js";
import { useT } from "../../shop-context.js";
import { ClaimForm } from "./claim-form.js";
import { ClaimLookup } from "./claim-lookup.js";

export type ClaimOrder = z.infer<typeof claimProductsResponse> & { email: string };

/** Warranty claim for a device bought in the shop: find the order, then describe the fault. */
export function ServiceClaimPage() {
  const t = useT("service");
  const [order, setOrder] = useState<ClaimOrder | null>(null);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("claim.title")}</h1>
        <p className="mt-2 text-gray-700">{t("claim.intro")}</p>
      </header>
      <ClaimLookup onFound={setOrder} found={order} />
      {order &&
        (order.items.length ? (
          <ClaimForm key={order.order_number} order={order} />
        ) : (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {t("claim.noItems")}
          </p>
        ))}
    </div>
  );
}
