import { useEffect } from "react";
import { useLocation, useTranslate } from "react-admin";
import { pageTitle } from "../pageTitles";

const BRAND = "Merch Back Office";

/** Spec §1: the document title follows every navigation ("<page> · Merch Back Office"). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const page = pageTitle(pathname, translate);
    document.title = page === BRAND ? BRAND : `${page} · ${BRAND}`;
  }, [pathname, translate]);
}
