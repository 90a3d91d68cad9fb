import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminReview } from "../../../../contract/reviews.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, inputClass, secondaryButtonClass, useDateTime } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";

/** The review grid (spec §4): new reviews wait; staff approve (publish) or disapprove them, and may edit. */
export function ReviewsAdminPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const dateTime = useDateTime();
  const toast = useToast();
  const client = useQueryClient();
  const [status, setStatus] = useState("pending");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const query = { status: status || undefined, page, page_size: 25 };
  const list = useQuery({
    queryKey: ["reviews:admin-list", query],
    queryFn: () =>
      api.get<{ count: number; pages: number; results: AdminReview[] }>("reviews:admin-list", query),
  });
  const reload = () => client.invalidateQueries({ queryKey: ["reviews:admin-list"] });

  async function approve(id: number, approved: boolean) {
    try {
      await api.call("reviews:admin-approve", { method: "PATCH", params: { pk: id }, body: { approved } });
      toast.success(approved ? t("staff.approvedToast") : t("staff.disapprovedToast"));
      await reload();
    } catch {
      toast.error(t("staff.saveFailed"));
    }
  }

  async function save(r: AdminReview, form: HTMLFormElement) {
    const f = new FormData(form);
    try {
      await api.call("reviews:admin-update", {
        method: "PATCH",
        params: { pk: r.id },
        body: {
          text: String(f.get("text")),
          pros: String(f.get("pros")),
          cons: String(f.get("cons")),
          fullname: String(f.get("fullname")),
        },
      });
      toast.success(t("staff.saved"));
      setEditing(null);
      await reload();
    } catch {
      toast.error(t("staff.saveFailed"));
    }
  }

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.reviews")}</h1>
      <label className="mb-4 flex items-center gap-2 text-sm">
        {t("staff.status")}
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          className={inputClass}
        >
          <option value="pending">{t("staff.statusPending")}</option>
          <option value="approved">{t("staff.statusApproved")}</option>
          <option value="rejected">{t("staff.statusRejected")}</option>
          <option value="">{t("staff.statusAll")}</option>
        </select>
      </label>
      {list.data?.results.length === 0 && <p className="text-gray-600">{t("staff.noReviews")}</p>}
      <ul className="space-y-3">
        {list.data?.results.map((r) => (
          <li key={r.id} className="rounded-lg border border-gray-200 p-3" data-testid="admin-review">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {r.master_product.name} · {r.rating} ★ · {r.fullname}
                {r.is_anonymous ? ` (${t("reviews.anonymous")})` : ""}
              </p>
              <span className="text-xs text-gray-500">
                {t(`staff.status_${r.status}`)} · {dateTime(r.created_at)}
              </span>
            </div>
            {editing === r.id ? (
              <form
                className="mt-2 grid gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  void save(r, e.currentTarget);
                }}
              >
                <input
                  name="fullname"
                  defaultValue={r.fullname}
                  aria-label={t("reviews.fullname")}
                  className={inputClass}
                />
                <input
                  name="pros"
                  defaultValue={r.pros}
                  aria-label={t("reviews.pros")}
                  className={inputClass}
                />
                <input
                  name="cons"
                  defaultValue={r.cons}
                  aria-label={t("reviews.cons")}
                  className={inputClass}
                />
                <textarea
                  name="text"
                  defaultValue={r.text}
                  aria-label={t("reviews.text")}
                  rows={3}
                  className={inputClass}
                />
                <div className="flex gap-2">
                  <button type="submit" className={buttonClass}>
                    {t("staff.save")}
                  </button>
                  <button type="button" className={secondaryButtonClass} onClick={() => setEditing(null)}>
                    {t("staff.cancel")}
                  </button>
                </div>
              </form>
            ) : (
              <div className="mt-1 text-sm text-gray-800">
                {r.pros && <p>+ {r.pros}</p>}
                {r.cons && <p>− {r.cons}</p>}
                {r.text && <p className="mt-1">{r.text}</p>}
              </div>
            )}
            <div className="mt-2 flex gap-2">
              {r.status !== "approved" && (
                <button type="button" className={buttonClass} onClick={() => approve(r.id, true)}>
                  {t("staff.approve")}
                </button>
              )}
              {r.status !== "rejected" && (
                <button type="button" className={secondaryButtonClass} onClick={() => approve(r.id, false)}>
                  {t("staff.disapprove")}
                </button>
              )}
              <button type="button" className={secondaryButtonClass} onClick={() => setEditing(r.id)}>
                {t("staff.edit")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {list.data && list.data.pages > 1 && (
        <div className="mt-3 flex items-center gap-2 text-sm">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </button>
          <span>
            {page} / {list.data.pages}
          </span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page >= list.data.pages}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
