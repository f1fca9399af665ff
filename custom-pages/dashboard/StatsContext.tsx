import { createContext, useContext, type ReactNode } from "react";
import { useDashboardStats } from "./useDashboardStats";
import type { StatsResponse } from "../../domain/contracts/dashboard";

export interface StatsState {
  stats: StatsResponse | undefined;
  /** Nothing to show yet: cards draw skeletons. */
  isPending: boolean;
  /** A new answer is on its way while the previous one is shown. */
  isRefreshing: boolean;
  isError: boolean;
  refetch: () => void;
}

const StatsContext = createContext<StatsState | null>(null);

/** One statistics call per filter change, read by every card. */
export const StatsProvider = ({ children }: { children: ReactNode }) => {
  const query = useDashboardStats();
  const value: StatsState = {
    stats: query.data,
    isPending: query.isPending,
    isRefreshing: query.isFetching && query.isPlaceholderData,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
  return <StatsContext.Provider value={value}>{children}</StatsContext.Provider>;
};

export function useStats(): StatsState {
  const value = useContext(StatsContext);
  if (value === null) throw new Error("useStats must be used inside <StatsProvider>");
  return value;
}
