import polyglotI18nProvider from "ra-i18n-polyglot";
import en from "../src/i18n/en";

/** The languages the app speaks; the switcher reads them back through react-admin's useLocales. */
const LOCALES = [
  { locale: "en", name: "English" },
  { locale: "pl", name: "Polski" },
];

export const i18nProvider = polyglotI18nProvider(
  // Polish is fetched only when chosen, so English users never download it.
  (locale) => (locale === "pl" ? import("../src/i18n/pl").then((module) => module.default) : en),
  "en",
  LOCALES,
  { allowMissing: true },
);
