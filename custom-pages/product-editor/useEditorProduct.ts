import { useCallback, useEffect, useState } from "react";
import type { EditorProduct } from "./types";
import { useAppDataProvider } from "../../providers/dataProvider";

/** Loads a product for the editor; `reload` after a failed load or an outside change. */
export function useEditorProduct(id: number, custom: boolean) {
  const dataProvider = useAppDataProvider();
  const [product, setProduct] = useState<EditorProduct | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    dataProvider.productEditor(id, custom).then(
      (p) => live && setProduct(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, id, custom, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { product, failed, reload, setProduct };
}
