import { textsProvider } from "../../providers/i18nProvider";
import en from "./en";

export const i18nProvider = textsProvider(en, () => import("./pl").then((module) => module.default));
