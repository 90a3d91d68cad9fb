/**
 * What the buy-back page shows, as a flag set (spec §4 "Buy-back page state", §9: 1, 2, 4, 8).
 * A set rather than an enum because the states overlap: the buy-out block stays visible while
 * the e-mail or sell-online form is open.
 */
export type BuybackPageState = number;

export const INITIAL: BuybackPageState = 0;
export const BUYOUT_VISIBLE = 1;
export const SEND_EMAIL_VISIBLE = 2;
export const SELL_ONLINE_VISIBLE = 4;
export const REVIEW_MODE = 8;

export function hasFlag(state: BuybackPageState, flag: number): boolean {
  return (state & flag) === flag;
}

export function withFlag(state: BuybackPageState, flag: number): BuybackPageState {
  return state | flag;
}

export function withoutFlag(state: BuybackPageState, flag: number): BuybackPageState {
  return state & ~flag;
}
