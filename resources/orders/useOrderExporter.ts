import { useEffect, useRef, type RefObject } from "react";
import { useListContext, useNotify, useTranslate, type Exporter, type Identifier } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { OrderRecord } from "./types";

export interface OrderListState {
  filter: Record<string, unknown>;
  selected: Identifier[];
}

/**
 * The order lists' exporter: the server's CSV of the list's whole filtered set (every page, not
 * the rows react-admin read first), or of the picked rows for a bulk export.
 */
export function useOrderExporter(scopeFilter: Record<string, unknown>) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const state = useRef<OrderListState>({ filter: {}, selected: [] });
  const exporter: Exporter<OrderRecord> = (records) => {
    const { filter, selected } = state.current;
    const picked = selected.length > 0 && records.every((r) => selected.includes(r.id));
    const chosen = { ...filter, ...scopeFilter, ...(picked ? { id: records.map((r) => r.id) } : {}) };
    dataProvider.exportOrders(chosen).then(
      (name) => notify(translate("app.orders.actions.exported", { name }), { type: "success" }),
      (error: unknown) => notify(serverText(readFailure(error)), { type: "error" }),
    );
  };
  return { exporter, state };
}

/** Tells the exporter the list's filter and picked rows; rendered inside the List. */
export const OrderExportState = ({ state }: { state: RefObject<OrderListState> }) => {
  const { filterValues, selectedIds } = useListContext();
  useEffect(() => {
    state.current = { filter: filterValues as Record<string, unknown>, selected: selectedIds };
  }, [state, filterValues, selectedIds]);
  return null;
};
