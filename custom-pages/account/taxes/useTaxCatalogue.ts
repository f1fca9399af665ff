import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** GET /api/tax-ids: the catalogue rarely changes, so one fetch per session is enough. */
export function useTaxCatalogue() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["tax-ids"],
    queryFn: () => dataProvider.taxIdCatalogue(),
    staleTime: Infinity,
  });
}

/** "PL" -> "Poland" / "Polska" in the UI language; the code itself if the browser cannot name it. */
export function countryNamer(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
