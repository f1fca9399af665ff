import polyglotI18nProvider from "ra-i18n-polyglot";
import en from "../src/i18n/en";

export const LOCALES = [
  { locale: "en", name: "English" },
  { locale: "pl", name: "Polski" },
] as const;

export const i18nProvider = polyglotI18nProvider(
  // Polish is fetched only when chosen, so English users never download it.
  (locale) => (locale === "pl" ? import("../src/i18n/pl").then((module) => module.default) : en),
  "en",
  LOCALES.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: true },
);
