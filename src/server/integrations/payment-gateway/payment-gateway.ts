/** States as the gateway reports them (ComGate/GoPay-like). */
export type GatewayState = "CREATED" | "PAID" | "CANCELED" | "FAILED";

export interface CreatePayment {
  /** Our reference (the order number). */
  reference: string;
  amount: number;
  currency: string;
  label: string;
  method: "card" | "apple_pay" | "google_pay";
  /** Where the shopper's browser comes back to (relative to the shop). */
  returnUrl: string;
  /** Where the gateway posts its signed notification (relative to the shop). */
  notifyUrl: string;
}

export interface GatewayNotification {
  gatewayId: string;
  state: GatewayState;
  reference: string;
  amount: number;
}

/**
 * What the shop needs from a card payment gateway. The sandbox implements it inside the shop;
 * a real adapter (ComGate, GoPay, Netopia) implements the same against the provider's API.
 */
export interface PaymentGateway {
  create(input: CreatePayment): Promise<{ gatewayId: string; redirectUrl: string }>;
  /** Asks the gateway for the state, for when a notification has not arrived yet. */
  state(gatewayId: string): Promise<GatewayState | null>;
  /** Checks the notification's signature; null when it is not the gateway's. */
  verifyNotification(rawBody: string, signature: string | undefined): GatewayNotification | null;
  /** Charges an Apple Pay / Google Pay token at once (no redirect). */
  chargeWalletToken(
    input: CreatePayment & { token: string },
  ): Promise<{ gatewayId: string; state: GatewayState }>;
}

export const SIGNATURE_HEADER = "x-gateway-signature";
