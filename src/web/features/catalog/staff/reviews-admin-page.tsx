import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import {
  buttonClass,
  inputClass,
  PageTitle,
  secondaryButtonClass,
  useDateTime,
} from "../../../ui/staff-kit.js";
import { FilterBar, FilterSelect, ListState, useStaffList } from "../../../ui/staff-list.js";
import { useToast } from "../../../ui/toast.js";
import { adminReviewsQuery } from "../api/catalog-staff-queries.js";

type AdminReview = ResponseOf<"reviews:admin-list">["results"][number];
const STATUSES = ["pending", "approved", "rejected"] as const;

/** The review grid (spec §4): new reviews wait; staff approve (publish) or disapprove them, and may edit. */
export function ReviewsAdminPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const dateTime = useDateTime();
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const list = useStaffList<{ status: (typeof STATUSES)[number] | "" }>({ status: "pending" }, 25);
  const reviews = useQuery(adminReviewsQuery(api, list.query));
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
      <PageTitle>{t("staff.reviews")}</PageTitle>
      <FilterBar onSubmit={list.submit}>
        <FilterSelect
          label={t("staff.status")}
          all={t("staff.statusAll")}
          options={[
            ["pending", t("staff.statusPending")],
            ["approved", t("staff.statusApproved")],
            ["rejected", t("staff.statusRejected")],
          ]}
          {...list.field("status", { now: true })}
        />
      </FilterBar>
      <ListState query={reviews} list={list} empty={t("staff.noReviews")}>
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((r) => (
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
                    {(["fullname", "pros", "cons"] as const).map((field) => (
                      <input
                        key={field}
                        name={field}
                        defaultValue={r[field]}
                        aria-label={t(`reviews.${field}`)}
                        className={inputClass}
                      />
                    ))}
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
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => approve(r.id, false)}
                    >
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
        )}
      </ListState>
    </div>
  );
}
