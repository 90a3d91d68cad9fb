import type { ChatChannels } from "../../../contract/chat.js";
import { isOpenAt, type OpeningHours } from "../../../domain/opening-hours.js";
import type { AppContext } from "../../platform/context.js";

/** The channel values the launcher shows, as the shop's settings hold them. */
export interface ChannelSettings {
  phone: string | null;
  hours: OpeningHours;
  email: string | null;
  whatsappUrl: string | null;
  messengerUrl: string | null;
  chatEnabled: boolean;
}

const WEEKDAYS: OpeningHours = {
  "1": [["08:00", "18:00"]],
  "2": [["08:00", "18:00"]],
  "3": [["08:00", "18:00"]],
  "4": [["08:00", "18:00"]],
  "5": [["08:00", "18:00"]],
  "6": [["09:00", "13:00"]],
  "7": [],
};

/** Per market until the shop's settings module holds them (made-up numbers, as the demo's). */
const DEFAULTS: Record<string, ChannelSettings> = {
  cz: {
    phone: "+420 800 123 456",
    hours: WEEKDAYS,
    email: "podpora@example.cz",
    whatsappUrl: "https://wa.me/420800123456",
    messengerUrl: "https://m.me/example.shop.cz",
    chatEnabled: true,
  },
  ro: {
    phone: "+40 800 123 456",
    hours: WEEKDAYS,
    email: "suport@example.ro",
    whatsappUrl: "https://wa.me/40800123456",
    messengerUrl: "https://m.me/example.shop.ro",
    chatEnabled: true,
  },
};

/**
 * The one place the chat reads the shop's channel settings. The staff settings screen (the
 * `settings` module, being built alongside) will own these values; until it lands they are the
 * market's defaults here, and this function switches over to its service.
 */
export async function channelSettings(ctx: AppContext): Promise<ChannelSettings> {
  return DEFAULTS[ctx.market.code] ?? DEFAULTS.cz!;
}

/** The launcher's answer: the channels, the week's hours and whether the phone line is open now. */
export async function channels(ctx: AppContext, now = new Date()): Promise<ChatChannels> {
  const s = await channelSettings(ctx);
  return {
    phone: s.phone,
    hours: [1, 2, 3, 4, 5, 6, 7].map((day) => {
      const span = s.hours[String(day)]?.[0];
      return { day, from: span?.[0] ?? null, to: span?.[1] ?? null };
    }),
    open_now: s.phone !== null && isOpenAt(s.hours, now, ctx.market.timeZone),
    email: s.email,
    whatsapp_url: s.whatsappUrl,
    messenger_url: s.messengerUrl,
    chat_enabled: s.chatEnabled,
  };
}
