import { Suspense, use, type ReactNode } from "react";
import { useI18nProvider } from "react-admin";
import { loadsAreaTexts } from "../providers/i18nProvider";

const Loaded = ({ children }: { children: ReactNode }) => {
  const provider = useI18nProvider();
  if (loadsAreaTexts(provider) && !provider.areasLoaded()) use(provider.loadAreas());
  return children;
};

/**
 * The areas' texts (the shell's, the menu's, every page's) are not in the first page's scripts:
 * what reads them renders once they are in, showing `fallback` meanwhile, so no page ever shows a
 * bare translation key.
 */
export const AreaTexts = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
  <Suspense fallback={fallback}>
    <Loaded>{children}</Loaded>
  </Suspense>
);
