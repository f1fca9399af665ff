import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** One uploaded form as GET /api/upload/gettaxpdf lists it; `url` is signed and expires. */
export interface TaxForm {
  id: number;
  country_code: string;
  tax_id_type: string;
  tax_id_type_name: string | null;
  tax_id: string;
  name: string;
  size: number;
  url: string | null;
  created_at: string;
}

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
