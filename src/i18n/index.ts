import { textsProvider } from "../../providers/i18nProvider";
import en, { loadEnglishAreas } from "./en";

export const i18nProvider = textsProvider(en, loadEnglishAreas, () =>
  import("./pl").then((module) => module.default),
);
