import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { ShippingMethod, SupplierAccount } from "../../domain/contracts/supplier-account";

const supplierKey = (websiteId: number) => ["store-supplier", websiteId] as const;

export interface SupplierData {
  access: boolean;
  /** Present when the caller manages the store and the account exists. */
  account: SupplierAccount | null;
  shipping_method: ShippingMethod | null;
  /** What any member may see: whether an account exists and its status. */
  status: string | null;
}

/** The store's supplier account as far as the caller may see it. */
export function useSupplier(websiteId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: supplierKey(websiteId),
    queryFn: async (): Promise<SupplierData> => {
      const { access, has_account } = await dataProvider.supplierAccess(websiteId);
      if (access && has_account) {
        const data = await dataProvider.supplierCustomerData(websiteId);
        return {
          access,
          account: data.account,
          shipping_method: data.shipping_method,
          status: data.account.status,
        };
      }
      const check = await dataProvider.supplierAccountCheck(websiteId);
      return { access, account: null, shipping_method: null, status: check.status };
    },
  });
}

/** The supplier's shipping methods and its default. */
export function useShippingMethods() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["supplier-shipping-methods"],
    queryFn: () => dataProvider.supplierShippingMethods(),
    staleTime: 10 * 60_000,
  });
}

export function useSupplierChanged(websiteId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: supplierKey(websiteId) }),
    [queryClient, websiteId],
  );
}
