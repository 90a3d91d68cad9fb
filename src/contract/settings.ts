import type { ZodType } from "zod";
import type { MarketCode } from "../domain/market.js";
import { z } from "./z.js";

/**
 * Shop-wide parameters a shop owner changes without a release (issue 20), one value per market.
 * This is the registry: each key with its schema, default, label and group. Another area adds a
 * parameter with one line here (and its label in `settings.json`); the staff screen
 * `/staff/settings/` shows it in its group, the server reads it with `getSetting(ctx, key)`.
 * A `public` key is also sent to every visitor (`settings:public`): contact channels, the bonus.
 */
export const SETTING_GROUPS = ["contact", "buyback"] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** A default that differs per market (the market's phone number, e-mail domain, wording). */
export interface ByMarket<T> {
  readonly byMarket: Readonly<Record<MarketCode, T>>;
}
const byMarket = <T>(values: Record<MarketCode, T>): ByMarket<T> => ({ byMarket: values });

export interface SettingDef<S extends ZodType = ZodType, P extends boolean = boolean> {
  readonly schema: S;
  readonly default: z.output<S> | ByMarket<z.output<S>>;
  readonly group: SettingGroup;
  /** An i18n key (`settings:keys.contact_phone`). */
  readonly label: string;
  /** Sent to every visitor by `settings:public`. */
  readonly public: P;
}

const setting = <S extends ZodType, P extends boolean>(
  schema: S,
  dflt: z.output<S> | ByMarket<z.output<S>>,
  opts: { group: SettingGroup; label: string; public: P },
): SettingDef<S, P> => ({ schema, default: dflt, ...opts });

/** "" switches a channel off; else an https link to one of `hosts`. */
const channelLink = (hosts: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === "" || hosts.test(v), message);

const phone = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^\+?[0-9][0-9 ]{5,19}$/, "validation.phone");

export const SHOP_SETTINGS = {
  // The general buy-back bonus toward a new device; the bonus rules add exceptions (decision 022).
  buyback_bonus_percent: setting(z.coerce.number().int().min(0).max(100), 10, {
    group: "buyback",
    label: "settings:keys.buyback_bonus_percent",
    public: true,
  }),
  contact_phone: setting(phone, byMarket({ cz: "+420 800 123 456", ro: "+40 800 123 456" }), {
    group: "contact",
    label: "settings:keys.contact_phone",
    public: true,
  }),
  contact_hours: setting(
    z.string().trim().min(1).max(120),
    byMarket({ cz: "Po–Pá 8–20, So–Ne 9–18", ro: "L–V 8–20, S–D 9–18" }),
    { group: "contact", label: "settings:keys.contact_hours", public: true },
  ),
  contact_hours_week: setting(
    z
      .string()
      .trim()
      .max(120)
      .regex(
        /^[1-7](-[1-7])? \d\d:\d\d-\d\d:\d\d(, ?[1-7](-[1-7])? \d\d:\d\d-\d\d:\d\d)*$/,
        "validation.invalid",
      ),
    "1-5 08:00-20:00, 6-7 09:00-18:00",
    { group: "contact", label: "settings:keys.contact_hours_week", public: true },
  ),
  contact_email: setting(
    z.string().trim().max(120).pipe(z.email()),
    byMarket({ cz: "info@mobilcentrum.cz", ro: "info@mobilcentrum.ro" }),
    { group: "contact", label: "settings:keys.contact_email", public: true },
  ),
  whatsapp_url: setting(
    channelLink(/^https:\/\/(wa\.me|api\.whatsapp\.com)\/\S+$/, "settings:errors.whatsapp"),
    byMarket({ cz: "https://wa.me/420800123456", ro: "https://wa.me/40800123456" }),
    { group: "contact", label: "settings:keys.whatsapp_url", public: true },
  ),
  messenger_url: setting(
    channelLink(/^https:\/\/(m\.me|www\.messenger\.com)\/\S+$/, "settings:errors.messenger"),
    "https://m.me/mobilcentrum",
    { group: "contact", label: "settings:keys.messenger_url", public: true },
  ),
} as const;

type Registry = typeof SHOP_SETTINGS;
export type SettingKey = keyof Registry;
export const SETTING_KEYS = Object.keys(SHOP_SETTINGS) as SettingKey[];
export type ShopSettings = { [K in SettingKey]: z.output<Registry[K]["schema"]> };
type PublicKey = { [K in SettingKey]: Registry[K]["public"] extends true ? K : never }[SettingKey];
export type PublicSettings = Pick<ShopSettings, PublicKey>;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SHOP_SETTINGS, key);

/** The value a key has until staff change it, in `market`. */
export function settingDefault<K extends SettingKey>(key: K, market: MarketCode): ShopSettings[K] {
  const d = SHOP_SETTINGS[key].default as unknown;
  return (
    typeof d === "object" && d !== null && "byMarket" in d ? (d as ByMarket<unknown>).byMarket[market] : d
  ) as ShopSettings[K];
}

const shape = <K extends SettingKey>(keys: readonly K[], optional: boolean) =>
  Object.fromEntries(
    keys.map((k) => [k, optional ? SHOP_SETTINGS[k].schema.optional() : SHOP_SETTINGS[k].schema]),
  );

const PUBLIC_KEYS = SETTING_KEYS.filter((k) => SHOP_SETTINGS[k].public) as PublicKey[];

/** Every key's value (the staff screen's form reads and sends these). */
export const shopSettingsSchema = z.object(shape(SETTING_KEYS, false)) as unknown as ZodType<
  ShopSettings,
  ShopSettings
>;
/** A save: any of the keys; keys not in the registry are dropped. */
export const settingsPatchBody = z.object(shape(SETTING_KEYS, true)) as unknown as ZodType<
  Partial<ShopSettings>,
  Partial<ShopSettings>
>;
export const publicSettingsSchema = z.object(shape(PUBLIC_KEYS, false)) as unknown as ZodType<
  PublicSettings,
  PublicSettings
>;
export const publicSettingKeys: readonly PublicKey[] = PUBLIC_KEYS;

/** One change: who set which key from what to what, and when (the screen's history). */
export const settingChange = z.object({
  id: z.number(),
  key: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  changed_by: z.string(),
  changed_at: z.string(),
});

export const settingsAdminResponse = z.object({
  values: shopSettingsSchema,
  /** The keys staff set (the rest are the registry's defaults). */
  changed: z.array(z.string()),
  history: z.array(settingChange),
});
export type SettingsAdminResponse = z.infer<typeof settingsAdminResponse>;
