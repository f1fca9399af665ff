import { useEffect, useState } from "react";
import { useAppDataProvider, type AppDataProvider } from "../../providers/dataProvider";
import type { ProductRecord } from "../../domain/contracts/product-list";
import type { ChosenBlank } from "./BlankCard";

/** The store product a new one is started from (?similar={productId}). */
export interface SimilarProduct {
  id: number;
  name: string;
  photo: string | null;
  blankId: number;
}

type StoreProduct = ProductRecord & { supplier_product_id: number | null };

async function loadBlank(dataProvider: AppDataProvider, id: number): Promise<ChosenBlank> {
  const p = await dataProvider.fetchSupplierProduct(id);
  return { id: p.id, name: p.name, brand: p.brand, photo: p.photo };
}

/**
 * /products/create/{smake_id}: the blank named in the URL, chosen in step 1 until changed.
 * With ?similar={productId} (a product of the active store) the blank is that product's instead,
 * and the product is returned so the draft can be started from it.
 */
export function usePreselectedBlank(id: number | null, similarId: number | null = null) {
  const dataProvider = useAppDataProvider();
  const [blank, setBlank] = useState<ChosenBlank | null>(null);
  const [similar, setSimilar] = useState<SimilarProduct | null>(null);
  const [missing, setMissing] = useState(false);
  const [similarMissing, setSimilarMissing] = useState(false);

  useEffect(() => {
    if (similarId === null) return;
    let live = true;
    // The store's BREAD read: another store's or a deleted product answers 404.
    dataProvider
      .getOne<StoreProduct>("Product", { id: similarId })
      .then(async ({ data }) => {
        // A custom product has no blank to design on: nothing to start from.
        if (data.supplier_product_id === null) throw new Error("no blank");
        const chosen = await loadBlank(dataProvider, data.supplier_product_id);
        if (!live) return;
        setBlank(chosen);
        setSimilar({
          id: data.id,
          name: data.name,
          photo: data.preview_photo_url,
          blankId: data.supplier_product_id,
        });
      })
      .catch(() => live && setSimilarMissing(true));
    return () => {
      live = false;
    };
  }, [dataProvider, similarId]);

  // Without a usable similar product the blank in the path still stands.
  const pathBlank = similarId === null || similarMissing ? id : null;
  useEffect(() => {
    if (pathBlank === null) return;
    let live = true;
    loadBlank(dataProvider, pathBlank).then(
      (chosen) => live && setBlank(chosen),
      () => live && setMissing(true),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, pathBlank]);

  return { blank, missing, similar, similarMissing };
}
