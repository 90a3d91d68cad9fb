import { email } from "./accounts.js";
import { id, paging } from "./common.js";
import { z } from "./z.js";

export const subscribeBody = z.object({
  email,
  /** The subscriber ticks the consent box; without it there is no subscription (GDPR). */
  consent: z.literal(true, { message: "validation.required" }),
});
export const tokenBody = z.object({ token: z.string().min(10).max(100) });

/**
 * The account's newsletter preference (issue 16) for the account's own address: subscribed
 * (confirmed), pending (waiting for the e-mailed confirmation) or none.
 */
export const NEWSLETTER_STATES = ["subscribed", "pending", "none"] as const;
export const accountNewsletter = z.object({ state: z.enum(NEWSLETTER_STATES) });
/** Ticking the box is the consent; unticking unsubscribes at once. */
export const accountNewsletterBody = z.object({ subscribed: z.boolean({ message: "validation.required" }) });
export const accountNewsletterSaved = accountNewsletter.extend({ message: z.string() });

export const CONTACT_TOPICS = ["general", "order", "buyback", "service", "complaint"] as const;
export const contactBody = z.object({
  topic: z.enum(CONTACT_TOPICS),
  name: z.string().trim().min(1).max(120),
  email,
  phone: z.string().trim().max(30).optional().default(""),
  message: z.string().trim().min(10).max(5000),
});

export const CV_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
] as const;
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const jobApplicationBody = z.object({
  position_id: id,
  name: z.string().trim().min(1).max(120),
  email,
  phone: z.string().trim().min(1).max(30),
  message: z.string().trim().max(5000).optional().default(""),
  /** Spec §5: a CV file is required. Sent as base64 by the form (at most 5 MB). */
  cv: z.object(
    {
      file_name: z.string().trim().min(1).max(200),
      content_type: z.enum(CV_TYPES, { message: "engagement:cvType" }),
      content_base64: z
        .string()
        .min(1)
        .max(Math.ceil((CV_MAX_BYTES * 4) / 3) + 4, { message: "engagement:cvTooLarge" }),
    },
    { message: "engagement:cvRequired" },
  ),
});

export const jobPosition = z.object({
  id: z.number(),
  seo_name: z.string(),
  title: z.string(),
  city: z.string(),
  description: z.string(),
});

export const adminListQuery = z.object({ ...paging });
export const contactMessageItem = z.object({
  id: z.number(),
  topic: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  handled: z.boolean(),
  created_at: z.string(),
});
export const jobApplicationItem = z.object({
  id: z.number(),
  position: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  cv_file_name: z.string(),
  created_at: z.string(),
});
