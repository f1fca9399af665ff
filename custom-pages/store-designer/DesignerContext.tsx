import { createContext, useContext, type ReactNode } from "react";
import type { DesignerValue } from "./useDesignerState";

const DesignerContext = createContext<DesignerValue | null>(null);

export const DesignerProvider = ({ value, children }: { value: DesignerValue; children: ReactNode }) => (
  <DesignerContext.Provider value={value}>{children}</DesignerContext.Provider>
);

/** The editor's state and actions, for every part of the editor without passing them down. */
export function useDesigner(): DesignerValue {
  const value = useContext(DesignerContext);
  if (value === null) throw new Error("useDesigner must be used inside <DesignerProvider>");
  return value;
}
