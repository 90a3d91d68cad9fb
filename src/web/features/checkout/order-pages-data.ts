import { data, type LoaderFunctionArgs } from "react-router";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";

export interface PublicOrder {
  number: string;
  created_at: string;
  status: string;
  status_label: string;
  payment_status: string;
  payment_type: string;
  delivery_code: string;
  delivery_name: string;
  store: string | null;
  currency: string;
  total: number;
  delivery_price: number;
  payment_fee: number;
  discount_total: number;
  items: {
    id: number;
    parent_id: number | null;
    kind: string;
    name: string;
    quantity: number;
    final_price: number;
  }[];
  history: { field: string; value: string; label: string; at: string }[];
  can_pay: boolean;
  can_withdraw: boolean;
  withdrawal_deadline: string | null;
  bank_transfer: { account: string; variable_symbol: string } | null;
  invoice_number: string | null;
}

/** The order by number and access key (the secret in the links we send); a wrong key is a 404. */
export async function publicOrderLoader({ context, params }: LoaderFunctionArgs) {
  try {
    const order = await getApi(context).get<PublicOrder>(
      "orders:status",
      { key: params.key ?? "" },
      { number: params.number ?? "" },
    );
    return { order, key: params.key ?? "" };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}
