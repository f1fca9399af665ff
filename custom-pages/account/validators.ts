import { email, maxLength, minLength, required, type Validator } from "react-admin";

/** The validation texts as translation keys of this area, so Polish users read them in Polish. */
export const requiredField = required("app.account.validation.required");
export const nameRules = [requiredField, maxLength(100, "app.account.validation.too_long")];
export const emailRules = [requiredField, email("app.account.validation.email")];
export const newPasswordRules = [requiredField, minLength(8, "app.account.validation.password_too_short")];

const matchesPassword: Validator = (value, values: Record<string, unknown>) =>
  value === values.password ? undefined : "app.account.validation.password_mismatch";

export const confirmationRules = [requiredField, matchesPassword];
