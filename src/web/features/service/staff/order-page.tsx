import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { StaffOrderDetail } from "../../../../contract/service-staff.js";
import { useShop, useT } from "../../../shop-context.js";
import { StaffRecordPage } from "../../../ui/staff-record-page.js";
import { EntityTasks } from "../../team/entity-tasks.js";
import { staffOrderQuery } from "../api/service-staff-queries.js";
import { OrderActions } from "./order-actions.js";
import { OrderFacts } from "./order-facts.js";
import { OrderHistory } from "./order-history.js";

/** One repair order or claim: facts and contact on the left, the workflow on the right, history below. */
export function ServiceOrderPage() {
  const { id } = useParams();
  const t = useT("service");
  const { api } = useShop();
  const client = useQueryClient();
  const order = staffOrderQuery(api, id ?? "");
  const query = useQuery({ ...order, staleTime: 0 });
  const update = (d: StaffOrderDetail) => {
    client.setQueryData(order.queryKey, d);
    void client.invalidateQueries({ queryKey: ["service:staff-orders"] });
  };
  return (
    <StaffRecordPage
      back="/staff/service/"
      backText={t("staff.orders")}
      query={query}
      notFound={t("errors.orderNotFound")}
    >
      {(d) => (
        <div className="mt-2 space-y-6">
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <OrderFacts d={d} />
            <OrderActions d={d} onChange={update} />
          </div>
          <OrderHistory d={d} />
          <EntityTasks type="service" number={d.number} />
        </div>
      )}
    </StaffRecordPage>
  );
}
