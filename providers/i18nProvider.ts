import polyglotI18nProvider from "ra-i18n-polyglot";
import type { I18nProvider, TranslationMessages } from "react-admin";

/** The languages the app speaks; the switcher reads them back through react-admin's useLocales. */
const LOCALES = [
  { locale: "en", name: "English" },
  { locale: "pl", name: "Polski" },
];

/** The translator, plus what the signed-in layout waits for before it renders a page. */
export interface TextsProvider extends I18nProvider {
  /** Loads every area's English texts (once; again after a failure) and translates with them. */
  loadAreas: () => Promise<void>;
  /** Whether they are in: what reads them then renders at once instead of waiting a tick. */
  areasLoaded: () => boolean;
}

/**
 * The app's translator over the texts the roof hands it: the first page's English at once, every
 * area's English when the signed-in layout asks for it, Polish (all areas in one catalogue) only
 * when chosen, so English users never download it and the sign-in page never waits for the areas.
 */
export function textsProvider(
  english: TranslationMessages,
  englishWithAreas: () => Promise<TranslationMessages>,
  polish: () => Promise<TranslationMessages>,
): TextsProvider {
  let englishNow = english;
  // The language last asked for: a switch may still be loading when the areas arrive.
  let chosen = "en";
  const polyglot = polyglotI18nProvider(
    (locale) => (locale === "pl" ? polish() : englishNow),
    "en",
    LOCALES,
    {
      allowMissing: true,
    },
  );
  let loading: Promise<void> | undefined;
  let loaded = false;
  const loadAreas = () =>
    (loading ??= englishWithAreas().then(
      (messages) => {
        englishNow = messages;
        // The Polish catalogue already has every area; English is rebuilt with them.
        const rebuilt = chosen === "en" ? polyglot.changeLocale("en") : Promise.resolve();
        return rebuilt.then(() => {
          loaded = true;
        });
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    ...polyglot,
    changeLocale: (locale: string) => {
      chosen = locale;
      return polyglot.changeLocale(locale);
    },
    loadAreas,
    areasLoaded: () => loaded,
  };
}

/** Whether a translator is the app's own, which loads the areas' texts on demand. */
export const loadsAreaTexts = (provider: I18nProvider): provider is TextsProvider =>
  "loadAreas" in provider &&
  typeof provider.loadAreas === "function" &&
  "areasLoaded" in provider &&
  typeof provider.areasLoaded === "function";
