import { i18nProvider } from "../../src/i18n";

// A screen under test renders as it does inside the signed-in layout, which waits for every
// area's texts (they are not in the first page's scripts).
await i18nProvider.loadAreas();
