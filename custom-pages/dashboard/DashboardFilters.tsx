import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { defaultPeriod, type DateRange } from "../../domain/dashboard";
import { resolveDateRange, todayLocal, type DateRangeValue } from "../../ui/date-range/dateRangeValue";

export interface DashboardFilterState {
  today: string;
  range: DateRangeValue;
  setRange: (value: DateRangeValue) => void;
  /** The resolved days; null is "All". */
  days: DateRange | null;
  /** Chosen stores; empty means every store the user may see. */
  storeIds: number[];
  setStoreIds: (ids: number[]) => void;
  /** Order status filter; "" is every status. */
  status: string;
  setStatus: (status: string) => void;
}

const FiltersContext = createContext<DashboardFilterState | null>(null);

/** The default period is the current calendar year. */
export function defaultRange(today: string): DateRangeValue {
  const period = defaultPeriod(today);
  return period.range ? { preset: "current_year" } : { preset: "all" };
}

interface ProviderProps {
  children: ReactNode;
  /** Owned by the page: the main dashboard keeps its own choice, the store dashboard follows the active store. */
  storeIds: number[];
  onStoreIdsChange: (ids: number[]) => void;
}

/** The dashboard's filters, shared by the toolbar and every card without prop drilling. */
export const DashboardFiltersProvider = ({ children, storeIds, onStoreIdsChange }: ProviderProps) => {
  const [today] = useState(todayLocal);
  const [range, setRange] = useState<DateRangeValue>(() => defaultRange(today));
  const [status, setStatus] = useState("");
  const value = useMemo(
    () => ({
      today,
      range,
      setRange,
      days: resolveDateRange(range, today),
      storeIds,
      setStoreIds: onStoreIdsChange,
      status,
      setStatus,
    }),
    [today, range, storeIds, onStoreIdsChange, status],
  );
  return <FiltersContext.Provider value={value}>{children}</FiltersContext.Provider>;
};

export function useDashboardFilters(): DashboardFilterState {
  const value = useContext(FiltersContext);
  if (value === null) throw new Error("useDashboardFilters must be used inside <DashboardFiltersProvider>");
  return value;
}
