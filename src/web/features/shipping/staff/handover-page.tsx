import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, secondaryButtonClass, useDateTime } from "../../../ui/staff-kit.js";
import { StaffRecordPage } from "../../../ui/staff-record-page.js";
import { useToast } from "../../../ui/toast.js";
import { handoverQuery } from "../api/shipping-queries.js";
import { PackageTable } from "./package-table.js";
import { useMeasures } from "./shipping-format.js";

/** One handover list: its packages with their parcel numbers, the PDF to print, "handed over". */
export function HandoverPage() {
  const { id = "" } = useParams();
  const t = useT("shipping");
  const { api, price } = useShop();
  const when = useDateTime();
  const { kg } = useMeasures();
  const toast = useToast();
  const qc = useQueryClient();
  const q = handoverQuery(api, id);
  const query = useQuery(q);
  const handOver = useMutation({
    mutationFn: () => api.post("shipping:handover-handed-over", {}, { id }),
    onSuccess: (h) => {
      qc.setQueryData(q.queryKey, h);
      void qc.invalidateQueries({ queryKey: ["shipping:handovers"] });
      toast.success(t("handovers.handedOver", { number: h.number }));
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
  return (
    <StaffRecordPage
      back="/staff/shipping/handovers/"
      backText={t("handovers.back")}
      query={query}
      notFound={t("handoverNotFound")}
      className="space-y-4"
    >
      {(h) => (
        <>
          <h1 className="text-2xl font-bold">{t("handovers.detail", { number: h.number })}</h1>
          <p>
            <strong>{h.carrier_name}</strong> · {when(h.created_at)} ·{" "}
            {h.handed_over_at
              ? t("handovers.handedOverAt", { at: when(h.handed_over_at) })
              : t("handovers.open")}
          </p>
          <p className="text-sm text-gray-700">
            {t("pdf.packages")}: {h.packages} · {t("pdf.orders")}: {h.orders} · {t("pdf.weight")}:{" "}
            {kg(h.weight_g)}
            {h.cod_total ? ` · ${t("pdf.codTotal")}: ${price(h.cod_total)}` : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href={api.url("shipping:handover-pdf", { id: h.id })}
              className={secondaryButtonClass}
              download
            >
              {t("handovers.pdf")}
            </a>
            {!h.handed_over_at && (
              <button
                type="button"
                className={buttonClass}
                disabled={handOver.isPending}
                aria-busy={handOver.isPending}
                onClick={() => {
                  if (
                    window.confirm(t("handovers.handOverConfirm", { number: h.number, packages: h.packages }))
                  )
                    handOver.mutate();
                }}
              >
                {t("handovers.handOver")}
              </button>
            )}
          </div>
          <PackageTable packages={h.items} parcels />
        </>
      )}
    </StaffRecordPage>
  );
}
