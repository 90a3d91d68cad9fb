import { z } from "./z.js";

export const orderRefQuery = z.object({
  order_number: z.string().trim().min(1).max(20),
  key: z.string().trim().min(10).max(60),
});
export const paymentIdParams = z.object({ id: z.string().trim().min(1).max(60) });

export const paymentStatusResponse = z.object({
  order_number: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  payment_type: z.string(),
  total: z.number(),
  currency: z.string(),
  payment: z.object({ id: z.string(), status: z.string(), method: z.string() }).nullable(),
  can_retry: z.boolean(),
  failed: z.boolean(),
});

export const redirectResponse = z.object({ redirect_url: z.string() });

export const walletEchoResponse = z.object({
  wallet: z.string(),
  available: z.boolean(),
  environment: z.string(),
  merchant_id: z.string(),
  country: z.string(),
});
export const walletInitResponse = z.object({
  wallet: z.string(),
  merchant_id: z.string(),
  country: z.string(),
  currency: z.string(),
  amount: z.number(),
  label: z.string(),
  networks: z.array(z.string()),
});
export const walletSessionBody = z.object({ validation_url: z.string().trim().min(1).max(500) });
export const walletSessionResponse = z.object({
  wallet: z.string(),
  merchant_session: z.record(z.string(), z.unknown()),
});
export const walletProcessBody = orderRefQuery.extend({ token: z.string().trim().min(1).max(5000) });
export const walletProcessResponse = z.object({
  status: z.enum(["paid", "failed"]),
  payment_id: z.string(),
  message: z.string().nullable(),
});

export const twistoBody = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  phone: z.string().trim().min(9).max(30),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
});
export const twistoResponse = z.object({
  amount: z.number(),
  currency: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), price: z.number() })),
  approved: z.boolean(),
  reference: z.string().nullable(),
  due_days: z.number(),
});
