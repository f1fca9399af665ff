import polyglotI18nProvider from "ra-i18n-polyglot";
import type { TranslationMessages } from "react-admin";

/** The languages the app speaks; the switcher reads them back through react-admin's useLocales. */
const LOCALES = [
  { locale: "en", name: "English" },
  { locale: "pl", name: "Polski" },
];

/**
 * The app's translator over the texts the roof hands it: English at once, Polish fetched only
 * when chosen, so English users never download it.
 */
export function textsProvider(english: TranslationMessages, polish: () => Promise<TranslationMessages>) {
  return polyglotI18nProvider((locale) => (locale === "pl" ? polish() : english), "en", LOCALES, {
    allowMissing: true,
  });
}
