import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../providers/httpClient";
import type { TaxIdType } from "../../../domain/tax-ids";

/** GET /api/tax-ids: the catalogue rarely changes, so one fetch per session is enough. */
export function useTaxCatalogue() {
  return useQuery({
    queryKey: ["tax-ids"],
    queryFn: () => apiRequest<TaxIdType[]>("/api/tax-ids"),
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
