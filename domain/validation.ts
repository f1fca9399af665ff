import { z } from "zod";
import { MSG } from "./messages.js";

/**
 * Request schemas shared by the server routes and the SPA forms: one rule, one message.
 */
const requiredString = z.string({ error: MSG.required }).trim().min(1, MSG.required);
export const email = requiredString
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((v) => v.toLowerCase());
const password = z.string({ error: MSG.required }).min(8, MSG.passwordTooShort).max(200);

/** POST /api/login takes credentials, or a single-use `etoken`; `hash` is refused. */
export const loginSchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  etoken: z.string().optional(),
  hash: z.string().optional(),
});
export const credentialsSchema = z.object({
  email,
  password: z.string({ error: MSG.required }).min(1, MSG.required),
});

function confirmed<T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    message: MSG.passwordMismatch,
    path: ["password_confirmation"],
  });
}

export const registerSchema = confirmed(
  z.object({
    name: requiredString.max(100),
    email,
    password,
    password_confirmation: z.string({ error: MSG.required }),
  }),
);

export const emailOnlySchema = z.object({ email });
export const tokenSchema = z.object({ token: requiredString });

export const passwordResetSchema = confirmed(
  z.object({
    token: requiredString,
    email,
    password,
    password_confirmation: z.string({ error: MSG.required }),
  }),
);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/request/invitation: someone without an account asks to join. */
export const invitationRequestSchema = z.object({
  name: requiredString.max(100),
  email,
  company: z.string().trim().max(200).optional(),
  message: z.string().trim().max(2000).optional(),
});
