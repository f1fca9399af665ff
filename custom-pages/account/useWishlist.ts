import { useQueries } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import { permissionsIn } from "../../providers/access";
import { useWebsites } from "../../providers/activeWebsite";
import type { ProductRecord } from "../../domain/contracts/product-list";
import { useCurrentUser } from "../../ui/useCurrentUser";

/**
 * The user's favourite products (GET /api/user favouritesProducts). BREAD lists one store at a
 * time when a store is named (the active-store header always names one), so the ids are asked
 * for in each store where the user may browse products, and the answers merged.
 */
export function useWishlist() {
  const dataProvider = useDataProvider();
  const { user } = useCurrentUser();
  const { data: websites = [], isPending: storesPending } = useWebsites();
  const ids = user?.favouritesProducts ?? [];
  const stores = websites.filter(
    (w) => user !== undefined && (user.is_admin || permissionsIn(user, w.id).includes("browse_products")),
  );

  const results = useQueries({
    queries: stores.map((store) => ({
      queryKey: ["wishlist", store.id, ids],
      enabled: ids.length > 0,
      queryFn: () =>
        dataProvider
          .getList<ProductRecord>("Product", {
            filter: { id: ids, website_id: store.id },
            pagination: { page: 1, perPage: ids.length },
            sort: { field: "name", order: "ASC" },
          })
          .then(({ data }) => data),
    })),
  });

  // One product lives in one store; the id check only guards against listing it twice.
  const products = [
    ...new Map(results.flatMap((result) => result.data ?? []).map((p) => [p.id, p])).values(),
  ];
  return {
    products,
    storeName: new Map(websites.map((w) => [w.id, w.name])),
    isEmpty:
      ids.length === 0 || (!storesPending && results.every((r) => r.isSuccess) && products.length === 0),
    isPending: ids.length > 0 && (storesPending || results.some((r) => r.isPending)),
  };
}
