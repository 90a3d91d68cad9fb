import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import { watchBody } from "../../../contract/watches.js";
import { suggestedPriceBelow } from "../../../domain/product-watch.js";
import { useShop, useT } from "../../shop-context.js";
import { FormError, FormField, SentNotice, SubmitButton } from "../../ui/form-field.js";
import { useApiForm } from "../../ui/use-api-form.js";
import { storesQuery } from "../catalog/api/catalog-queries.js";

export interface WatchFormProps {
  product: ProductDetail;
  /** A logged-in customer's address (fixed); null for a guest, who types one and confirms it. */
  email: string | null;
  onClose: () => void;
}

type Values = {
  product_id: number;
  kind: "price" | "stock";
  price_below: number | null;
  store_id: number | null;
  email: string;
};

/**
 * The watch form: "price drops below X" (offered a bit below the current price) or "back in stock"
 * (online or in a store, offered only where the variant is out of stock). The server checks the
 * same and answers field errors in the shop's language.
 */
export function WatchForm({ product, email, onClose }: WatchFormProps) {
  const t = useT("watches");
  const { api, market, price } = useShop();
  const stores = useQuery(storesQuery(api));
  const held = new Set(product.stock.stores.map((s) => s.id));
  const storeChoices = (stores.data?.items ?? []).filter((s) => !held.has(s.id));
  const onlineOut = product.stock.warehouse === 0;
  const canStock = onlineOut || storeChoices.length > 0;
  const suggested = suggestedPriceBelow(product.price);
  const [sent, setSent] = useState<string | null>(null);
  const { form, error, submit, formError } = useApiForm<Values>(watchBody, {
    defaultValues: {
      product_id: product.id,
      // Sold out online: most likely the shopper waits for it; else for a lower price.
      kind: onlineOut ? "stock" : "price",
      price_below: onlineOut ? null : suggested,
      store_id: null,
      email: email ?? "",
    },
  });
  const kind = form.watch("kind");
  const storeId = form.watch("store_id");
  const priceBelow = form.watch("price_below");
  const chooseKind = (k: Values["kind"]) => {
    form.setValue("kind", k);
    form.setValue("price_below", k === "price" ? suggested : null);
    form.setValue("store_id", k === "stock" && !onlineOut ? (storeChoices[0]?.id ?? null) : null);
    form.clearErrors();
  };
  const onSubmit = submit(async (values) => {
    const res = await api.post("watches:create", {
      product_id: values.product_id,
      kind: values.kind,
      price_below: values.kind === "price" ? values.price_below : null,
      store_id: values.kind === "stock" ? values.store_id : null,
      email: email ? undefined : values.email,
    });
    setSent(res.message);
  });

  if (sent)
    return (
      <div className="space-y-2">
        <SentNotice>{sent}</SentNotice>
        <button type="button" onClick={onClose} className="text-sm text-teal-800 underline">
          {t("control.close")}
        </button>
      </div>
    );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="watch-title"
      className="space-y-4 rounded-lg border border-gray-200 bg-slate-50 p-4"
    >
      <div>
        <p id="watch-title" className="font-semibold">
          {t("control.title")}
        </p>
        <p className="text-sm text-gray-600">{t("control.intro")}</p>
      </div>
      <FormError message={formError} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{t("control.kind")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="watch-kind"
            value="price"
            checked={kind === "price"}
            disabled={suggested === null}
            onChange={() => chooseKind("price")}
          />
          {t("control.kindPrice")}
        </label>
        {canStock && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="watch-kind"
              value="stock"
              checked={kind === "stock"}
              onChange={() => chooseKind("stock")}
            />
            {t("control.kindStock")}
          </label>
        )}
      </fieldset>
      {kind === "price" ? (
        <FormField
          label={t("control.priceLabel", { currency: market.currencySymbol })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={priceBelow ?? ""}
          onChange={(e) =>
            form.setValue("price_below", e.target.value === "" ? null : Number(e.target.value), {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          hint={t("control.priceHint", { price: price(product.price) })}
          error={error("price_below")}
        />
      ) : (
        <StoreSelect
          label={t("control.whereLabel")}
          value={storeId}
          onlineLabel={onlineOut ? t("control.online") : null}
          stores={storeChoices}
          onChange={(v) => form.setValue("store_id", v)}
          error={error("store_id")}
        />
      )}
      {email ? (
        <p className="text-sm text-gray-700">{t("control.emailFixed", { email })}</p>
      ) : (
        <FormField
          label={t("control.emailLabel")}
          type="email"
          autoComplete="email"
          required
          error={error("email")}
          {...form.register("email")}
        />
      )}
      <SubmitButton busy={form.formState.isSubmitting}>{t("control.submit")}</SubmitButton>
    </form>
  );
}

function StoreSelect(props: {
  label: string;
  value: number | null;
  /** The online choice's text, or null when the variant is in stock online. */
  onlineLabel: string | null;
  stores: { id: number; name: string; city: string }[];
  onChange: (storeId: number | null) => void;
  error?: string;
}) {
  return (
    <FormField label={props.label} id="watch-store" error={props.error}>
      <select
        id="watch-store"
        value={props.value ?? ""}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value === "" ? null : Number(e.target.value))}
        className={`rounded-md border bg-white px-3 py-2 text-base ${props.error ? "border-red-600" : "border-gray-300"}`}
      >
        {props.onlineLabel && <option value="">{props.onlineLabel}</option>}
        {props.stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
