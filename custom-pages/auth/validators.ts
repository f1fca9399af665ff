import { email, minLength, required, type Validator } from "react-admin";

/** The validation texts, as translation keys so Polish users read them in Polish. */
export const requiredField = required("app.validation.required");
export const emailRules = [requiredField, email("app.validation.email")];
export const newPasswordRules = [requiredField, minLength(8, "app.validation.password_too_short")];

const matchesPassword: Validator = (value, values: Record<string, unknown>) =>
  value === values.password ? undefined : "app.validation.password_mismatch";

export const confirmationRules = [requiredField, matchesPassword];
