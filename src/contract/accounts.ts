import { ROLES } from "../domain/staff-permissions.js";
import { passwordProblems } from "../domain/validators/password.js";
import { z } from "./z.js";

export const email = z.string().trim().min(1).max(254).pipe(z.email());

/** Spec §5: an uppercase, a lowercase, a digit and a special character; not entirely numeric. */
export const newPassword = z
  .string()
  .min(1)
  .max(200)
  .superRefine((value, ctx) => {
    const problem = passwordProblems(value)[0];
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: newPassword, password_confirm: z.string().min(1) })
    .refine((v: object) => "password" in v && "password_confirm" in v && v.password === v.password_confirm, {
      message: "validation.passwordMatch",
      path: ["password_confirm"],
    });

export const registerBody = withConfirmation({
  email,
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
});

export const loginBody = z.object({ email, password: z.string().min(1).max(200) });

export const passwordResetBody = z.object({ email });
export const verifyEmailBody = z.object({ token: z.string().trim().min(10).max(200) });
export const verifyEmailResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** How many guest records the verification attached to the account. */
  attached: z.object({ orders: z.number(), buybacks: z.number(), service_orders: z.number() }),
});
export const passwordResetConfirmBody = withConfirmation({ token: z.string().min(10).max(200) });
export const passwordChangeBody = withConfirmation({ current_password: z.string().min(1).max(200) });

export const profileBody = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  phone: z.string().trim().max(30).optional().default(""),
});

export const roleSchema = z.enum(ROLES);

export const meResponse = z.object({
  user: z
    .object({
      id: z.number(),
      email: z.string(),
      role: roleSchema,
      permissions: z.array(z.string()),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      phone: z.string().nullable(),
      can_edit_personal_info: z.boolean(),
      /** The owner opened the verification link (issue 16); until then guest orders stay apart. */
      email_verified: z.boolean(),
      is_staff: z.boolean(),
    })
    .nullable(),
  /** Analytics user type, spelled as the analytics setup expects (spec §6). */
  analytics_user_type: z.enum(["registred", "unregistred"]),
});
export type Me = z.infer<typeof meResponse>;

export const okResponse = z.object({ ok: z.literal(true), message: z.string().optional() });
