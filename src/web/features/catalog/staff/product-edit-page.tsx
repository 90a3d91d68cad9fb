import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, Field, fieldError, inputClass, PageTitle, toMinor } from "../../../ui/staff-kit.js";
import { StaffRecordPage } from "../../../ui/staff-record-page.js";
import { ModelImages } from "../../images/model-images.js";
import { ProductActivityPanel } from "../../pricing/product-activity-panel.js";
import { StaffWatchCount } from "../../watches/staff-watch-count.js";
import { masterProductQuery } from "../api/catalog-staff-queries.js";
import { useStaffSave } from "./use-staff-save.js";

type Master = ResponseOf<"catalog:admin-master-product">;
type Variant = Master["variants"][number];

/** A model's staff page: its texts and merchandising, and each variant's price, sale price and stock. */
export function ProductEditPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const id = Number(useParams().id);
  const master = useQuery(masterProductQuery(api, id));
  return (
    <StaffRecordPage
      className="grid min-w-0 gap-6"
      back="/staff/catalog/products/"
      backText={t("staffProducts.back")}
      query={master}
      notFound={t("productNotFound")}
    >
      {(data) => (
        <>
          <PageTitle>{data.name}</PageTitle>
          <MasterForm master={data} />
          <ProductActivityPanel masterId={data.id} />
          <ModelImages masterId={data.id} />
          <section aria-labelledby="variants" className="grid gap-3">
            <h2 id="variants" className="text-xl font-bold">
              {t("staffProducts.variants")}
            </h2>
            {data.variants.map((v) => (
              <VariantForm key={v.id} masterId={id} variant={v} />
            ))}
          </section>
        </>
      )}
    </StaffRecordPage>
  );
}

function MasterForm({ master }: { master: Master }) {
  const t = useT("catalog");
  const { api } = useShop();
  const client = useQueryClient();
  const { errors, busy, save } = useStaffSave();
  return (
    <form
      noValidate
      aria-label={t("staffProducts.model")}
      className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const text = (k: string) => String(f.get(k) ?? "").trim();
        const body = {
          description: text("description"),
          badges: text("badges")
            .split(",")
            .map((b) => b.trim())
            .filter(Boolean),
          recommended_rank: Number(text("recommended_rank") || 0),
          seo_title: text("seo_title") || null,
          seo_description: text("seo_description") || null,
        };
        const saved = await save(() =>
          api.call("catalog:admin-master-product-update", {
            method: "PATCH",
            params: { id: master.id },
            body,
          }),
        );
        if (saved) await client.invalidateQueries({ queryKey: masterProductQuery(api, master.id).queryKey });
      }}
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{t("staffProducts.model")}</h2>
      <div className="sm:col-span-2">
        <Field label={t("staffProducts.description")} error={fieldError(errors, "description")}>
          <textarea name="description" rows={4} defaultValue={master.description} className={inputClass} />
        </Field>
      </div>
      <Field
        label={`${t("staffProducts.badges")} (${t("staffProducts.badgesHint")})`}
        error={fieldError(errors, "badges")}
      >
        <input name="badges" defaultValue={master.badges.join(", ")} className={inputClass} />
      </Field>
      <Field
        label={`${t("staffProducts.rank")} (${t("staffProducts.rankHint")})`}
        error={fieldError(errors, "recommended_rank")}
      >
        <input
          name="recommended_rank"
          type="number"
          min={-1000}
          max={1000}
          defaultValue={master.recommended_rank}
          className={inputClass}
        />
      </Field>
      <Field label={t("staff.seoTitle")} error={fieldError(errors, "seo_title")}>
        <input name="seo_title" defaultValue={master.seo_title ?? ""} className={inputClass} />
      </Field>
      <Field label={t("staff.seoDescription")} error={fieldError(errors, "seo_description")}>
        <input name="seo_description" defaultValue={master.seo_description ?? ""} className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
          {t("staff.save")}
        </button>
      </div>
    </form>
  );
}

/** One variant's commercial fields; prices are typed in crowns or lei (with decimals) and kept in minor units. */
function VariantForm({ masterId, variant: v }: { masterId: number; variant: Variant }) {
  const t = useT("catalog");
  const { api, market } = useShop();
  const client = useQueryClient();
  const { errors, busy, save, refuse } = useStaffSave();
  const prefix = `variant-${v.id}`;
  return (
    // The server's checks, with their messages in the shop's language, not the browser's.
    <form
      noValidate
      aria-label={v.name}
      className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const f = new FormData(form);
        const text = (k: string) => String(f.get(k) ?? "").trim();
        // A number field the browser cannot read ("12 990") reads as empty: an empty price or stock,
        // or an unreadable sale price, must not be saved as 0 or as "no sale".
        const unreadable = (k: string) => {
          const input = form.elements.namedItem(k);
          return input instanceof HTMLInputElement && input.validity.badInput;
        };
        const wrong = ["price", "common_price", "warehouse_stock"].filter(
          (k) => unreadable(k) || (k !== "common_price" && text(k) === ""),
        );
        if (wrong.length)
          return refuse(Object.fromEntries(wrong.map((k) => [k, [t("common:validation.number")]])));
        const body = {
          price: toMinor(text("price")),
          common_price: text("common_price") ? toMinor(text("common_price")) : null,
          warehouse_stock: Number(text("warehouse_stock")),
          expected_stock_date: text("expected_stock_date") || null,
          is_active: f.get("is_active") === "on",
          is_leased: f.get("is_leased") === "on",
        };
        const saved = await save(() =>
          api.call("catalog:admin-product-update", { method: "PATCH", params: { id: v.id }, body }),
        );
        if (saved) {
          await client.invalidateQueries({ queryKey: masterProductQuery(api, masterId).queryKey });
          await client.invalidateQueries({ queryKey: ["catalog:admin-master-products"] });
        }
      }}
    >
      <p className="sm:col-span-3 lg:col-span-6">
        <span className="font-semibold">{v.name}</span>{" "}
        <span className="text-sm text-gray-600">
          {t("staffProducts.code")} {v.code} · {t("staffProducts.quality")}: {t(`quality.${v.quality}`)} ·{" "}
          <a href={`/${v.seo_name}/`} className="text-teal-800 underline">
            {t("staffProducts.show")}
          </a>
        </span>
        <StaffWatchCount masterId={masterId} productId={v.id} />
      </p>
      <Field label={`${t("staffProducts.price")} (${market.currency})`} error={fieldError(errors, "price")}>
        <input
          name="price"
          type="number"
          min={0}
          step="any"
          required
          defaultValue={v.price / 100}
          className={inputClass}
        />
      </Field>
      <Field label={t("staffProducts.commonPrice")} error={fieldError(errors, "common_price")}>
        <input
          name="common_price"
          type="number"
          min={0}
          step="any"
          defaultValue={v.common_price === null ? "" : v.common_price / 100}
          className={inputClass}
        />
      </Field>
      <Field label={t("staffProducts.stock")} error={fieldError(errors, "warehouse_stock")}>
        <input name="warehouse_stock" type="number" defaultValue={v.warehouse_stock} className={inputClass} />
      </Field>
      <Field label={t("staffProducts.expected")} error={fieldError(errors, "expected_stock_date")}>
        <input
          name="expected_stock_date"
          type="date"
          defaultValue={v.expected_stock_date ?? ""}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-col justify-end gap-1 text-sm">
        <label className="flex items-center gap-2" htmlFor={`${prefix}-active`}>
          <input id={`${prefix}-active`} name="is_active" type="checkbox" defaultChecked={v.is_active} />
          {t("staffProducts.active")}
        </label>
        <label className="flex items-center gap-2" htmlFor={`${prefix}-leased`}>
          <input id={`${prefix}-leased`} name="is_leased" type="checkbox" defaultChecked={v.is_leased} />
          {t("staffProducts.leased")}
        </label>
      </div>
      <div className="flex items-end">
        <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
          {t("staff.save")}
        </button>
      </div>
    </form>
  );
}
