import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { CloneDialog } from "./CloneDialog";
import { TransferDialog } from "./TransferDialog";
import { useWebsiteActions } from "./useWebsiteActions";
import type { WebsiteRecord } from "../../domain/contracts/websites";

type Actions = ReturnType<typeof useWebsiteActions>;

interface WebsiteActionsValue extends Pick<Actions, "archive" | "restore" | "destroy" | "busyId"> {
  openClone: (website: WebsiteRecord) => void;
  openTransfer: (website: WebsiteRecord) => void;
}

const WebsiteActionsContext = createContext<WebsiteActionsValue | null>(null);

/** The list's row actions and the two dialogs they open, shared by every row. */
export const WebsiteActionsProvider = ({ isAdmin, children }: { isAdmin: boolean; children: ReactNode }) => {
  const actions = useWebsiteActions();
  const [cloning, setCloning] = useState<WebsiteRecord | null>(null);
  const [transferring, setTransferring] = useState<WebsiteRecord | null>(null);
  const { archive, restore, destroy, busyId } = actions;
  const value = useMemo(
    () => ({ archive, restore, destroy, busyId, openClone: setCloning, openTransfer: setTransferring }),
    [archive, restore, destroy, busyId],
  );
  return (
    <WebsiteActionsContext.Provider value={value}>
      {children}
      <CloneDialog website={cloning} onClose={() => setCloning(null)} onClone={actions.clone} />
      <TransferDialog
        website={transferring}
        isAdmin={isAdmin}
        onClose={() => setTransferring(null)}
        onTransfer={actions.transfer}
      />
    </WebsiteActionsContext.Provider>
  );
};

export function useWebsiteActionsContext(): WebsiteActionsValue {
  const value = useContext(WebsiteActionsContext);
  if (value === null) throw new Error("useWebsiteActionsContext needs <WebsiteActionsProvider>");
  return value;
}
