import { createContext, useContext } from "react";
import type { FilePrepRequest } from "../../domain/library";

/** What a row of the print team's queue can open: the status dialog, or the delivery dialog. */
export interface PrepActions {
  changeStatus: (request: FilePrepRequest) => void;
  deliver: (request: FilePrepRequest) => void;
}

export const PrepActionsContext = createContext<PrepActions | null>(null);

export function usePrepActions(): PrepActions {
  const actions = useContext(PrepActionsContext);
  if (!actions) throw new Error("usePrepActions needs the queue page's PrepActionsContext");
  return actions;
}
