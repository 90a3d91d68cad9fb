import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ServiceOperation, ServiceSelectorResponse } from "../../../contract/service.js";
import type { DeviceSelection, SelectionLevel } from "../../../domain/device-selection.js";
import { ApiError } from "../../api/api-client.js";
import { useShop } from "../../shop-context.js";
import type { SelectorStart } from "../device-selector/use-device-selector.js";
import { operationsQuery, serviceProductQuery } from "./api/service-queries.js";
import { markRewritten } from "./service-loader.js";

const selectionOf = (s: SelectorStart["selected_choices"]): DeviceSelection => ({
  type: s.product_type,
  manufacturer: s.product_manufacturer,
  model: s.product_model,
  color: s.product_color,
});

/**
 * The service page's state (spec §2 Service page, §3 Service): the selection, the colour's
 * operations, the operations chosen for an order (reset whenever anything above them changes),
 * and the address rewritten to the server's URL after every choice.
 */
export function useServicePage(data: ServiceSelectorResponse) {
  const { api, t } = useShop();
  const navigate = useNavigate();
  const [start, setStart] = useState<SelectorStart>(data);
  const [selection, setSelection] = useState<DeviceSelection>(() => selectionOf(data.selected_choices));
  const [operations, setOperations] = useState<ServiceOperation[] | null>(data.operations);
  const [deviceLabel, setDeviceLabel] = useState<string | null>(data.device_label);
  const [chosen, setChosen] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  // Back/forward runs the loader again: start over from its answer.
  const dataRef = useRef(data);
  useEffect(() => {
    if (dataRef.current === data) return;
    dataRef.current = data;
    request.current++;
    setStart(data);
    setSelection(selectionOf(data.selected_choices));
    setOperations(data.operations);
    setDeviceLabel(data.device_label);
    setChosen([]);
    setError(null);
    setLoading(false);
  }, [data]);

  const rewrite = (url: string) => {
    if (typeof window !== "undefined" && `${window.location.pathname}${window.location.search}` === url)
      return;
    markRewritten(url);
    void navigate(url, { preventScrollReset: true });
  };

  /** Anything above the operations changed: the list and the chosen operations go (spec §3 Service). */
  const clearBelow = () => {
    request.current++;
    setOperations(null);
    setDeviceLabel(null);
    setChosen([]);
    setError(null);
    setLoading(false);
  };

  const failed = (err: unknown) => setError(err instanceof ApiError ? err.firstMessage() : t("common.error"));

  async function loadOperations(color: string) {
    const id = ++request.current;
    setLoading(true);
    try {
      const res = await operationsQuery(api, color).load();
      if (id !== request.current) return;
      setOperations(res.choices);
      setDeviceLabel(res.device_label);
      rewrite(res.url);
    } catch (err) {
      if (id === request.current) failed(err);
    } finally {
      if (id === request.current) setLoading(false);
    }
  }

  /** From the device selector: every level clears what is below it; a colour loads its operations. */
  function onSelection(next: DeviceSelection, url: string | null, level: SelectionLevel) {
    setSelection(next);
    clearBelow();
    if (url) rewrite(url);
    if (level === "color" && next.color) void loadOperations(next.color);
  }

  /** From the smart search: the chosen model goes into the selector, which then asks for its colour. */
  async function loadProduct(model: string) {
    clearBelow();
    const id = request.current;
    try {
      const res = await serviceProductQuery(api, model).load();
      if (id !== request.current) return;
      setStart(res);
      setSelection(selectionOf(res.selected_choices));
      rewrite(res.url);
    } catch (err) {
      if (id === request.current) failed(err);
    }
  }

  const toggle = (value: number) =>
    setChosen((c) => (c.includes(value) ? c.filter((v) => v !== value) : [...c, value]));

  return {
    start,
    selection,
    operations,
    deviceLabel,
    chosen,
    loading,
    error,
    onSelection,
    loadProduct,
    toggle,
  };
}

export type ServicePageModel = ReturnType<typeof useServicePage>;
