import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";

export type { TaxForm } from "../../../domain/contracts/account";

export const TAX_FORMS_KEY = ["tax-forms"] as const;

export function useTaxForms() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: TAX_FORMS_KEY,
    queryFn: () => dataProvider.accountTaxForms(),
  });
}

/** Re-reads the list after an upload or a delete (fresh signed links included). */
export function useReloadTaxForms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TAX_FORMS_KEY });
}
