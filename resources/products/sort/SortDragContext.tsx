import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useListContext } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { ProductListFilter, ProductRecord } from "../../../domain/contracts/product-list";
import { useProductAction } from "../useProductAction";

interface SortDrag {
  /** Rows are shown in sort order and not deleted: dragging means something. */
  enabled: boolean;
  draggingId: number | null;
  overId: number | null;
  saving: boolean;
  start(id: number): void;
  over(id: number): void;
  drop(id: number): void;
  end(): void;
}

const SortDragContext = createContext<SortDrag>({
  enabled: false,
  draggingId: null,
  overId: null,
  saving: false,
  start: () => undefined,
  over: () => undefined,
  drop: () => undefined,
  end: () => undefined,
});

/** The page's ids with `moved` put where `target` was. */
export function moveId(ids: readonly number[], moved: number, target: number): number[] {
  const next = ids.filter((id) => id !== moved);
  const at = ids.indexOf(target);
  next.splice(at, 0, moved);
  return next;
}

/**
 * Drag-and-drop ordering of the page shown (native HTML5 drag events, no library). A drop saves
 * the page's new order with POST /api/products/update/sortorder and refetches the list.
 */
export const SortDragProvider = ({ children }: { children: ReactNode }) => {
  const dataProvider = useAppDataProvider();
  const { data, sort, filterValues } = useListContext<ProductRecord>();
  const { run, busy } = useProductAction();
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const enabled =
    sort.field === "sort_order" &&
    sort.order === "ASC" &&
    (filterValues as ProductListFilter).deleted !== "1";

  const end = useCallback(() => {
    setDraggingId(null);
    setOverId(null);
  }, []);

  const drop = useCallback(
    (target: number) => {
      const moved = draggingId;
      end();
      if (moved === null || moved === target || !data) return;
      const ids = moveId(
        data.map((row) => row.id),
        moved,
        target,
      );
      void run(() => dataProvider.saveProductSortOrder(ids), "app.productList.sort.saved");
    },
    [data, dataProvider, draggingId, end, run],
  );

  const value = useMemo<SortDrag>(
    () => ({
      enabled: enabled && !busy,
      draggingId,
      overId,
      saving: busy,
      start: setDraggingId,
      over: setOverId,
      drop,
      end,
    }),
    [enabled, busy, draggingId, overId, drop, end],
  );
  return <SortDragContext.Provider value={value}>{children}</SortDragContext.Provider>;
};

export const useSortDrag = () => useContext(SortDragContext);
