import { useEffect, useState } from "react";
import { fetchSupplierProduct } from "../catalogue/api";
import type { ChosenBlank } from "./BlankCard";

/** /products/create/{smake_id}: the blank named in the URL, chosen in step 1 until changed. */
export function usePreselectedBlank(id: number | null) {
  const [blank, setBlank] = useState<ChosenBlank | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    fetchSupplierProduct(id).then(
      (p) =>
        live &&
        setBlank({
          id: p.id,
          name: p.name,
          brand: p.brand,
          photo: p.photo,
        }),
      () => live && setMissing(true),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return { blank, missing };
}
