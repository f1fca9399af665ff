import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_TAB, isStoreTab, type StoreTab } from "./tabs";

/** The open tab lives in the URL (?tab=), so every tab can be linked to and survives a reload. */
export function useStoreTab(): [StoreTab, (tab: StoreTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("tab");
  const tab = isStoreTab(value) ? value : DEFAULT_TAB;
  const select = useCallback(
    (next: StoreTab) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set("tab", next);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, select];
}
