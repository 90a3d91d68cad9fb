import type { ChatChannels } from "../../../contract/chat.js";
import { isOpenAt, type OpeningHours } from "../../../domain/opening-hours.js";
import type { AppContext } from "../../platform/context.js";
import { getShopSettings } from "../settings/settings.service.js";

/** The channel values the launcher shows, as the shop's settings hold them. */
export interface ChannelSettings {
  phone: string | null;
  hours: OpeningHours;
  email: string | null;
  whatsappUrl: string | null;
  messengerUrl: string | null;
  chatEnabled: boolean;
}

/**
 * The line's week as the settings key `contact_hours_week` writes it, "1-5 08:00-20:00, 6 09:00-13:00"
 * (ISO weekdays, 1 = Monday; days not named are closed), as the stores' `OpeningHours`.
 */
export function parseWeekHours(text: string): OpeningHours {
  const hours: OpeningHours = { "1": [], "2": [], "3": [], "4": [], "5": [], "6": [], "7": [] };
  for (const part of text.split(",")) {
    const m = /^\s*([1-7])(?:-([1-7]))?\s+(\d\d:\d\d)-(\d\d:\d\d)\s*$/.exec(part);
    if (!m) continue;
    const [from, to] = [Number(m[1]), Number(m[2] ?? m[1])];
    for (let day = from; day <= to; day++) hours[String(day)]!.push([m[3]!, m[4]!]);
  }
  return hours;
}

/**
 * The one place the chat reads the shop's channel settings: the staff settings screen's values
 * (`settings` module, cached per instance and refreshed on every instance when staff save). An
 * empty link switches that channel off.
 */
export async function channelSettings(ctx: AppContext): Promise<ChannelSettings> {
  const s = await getShopSettings(ctx);
  return {
    phone: s.contact_phone || null,
    hours: parseWeekHours(s.contact_hours_week),
    email: s.contact_email || null,
    whatsappUrl: s.whatsapp_url || null,
    messengerUrl: s.messenger_url || null,
    chatEnabled: true,
  };
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
