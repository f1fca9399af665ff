import { useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from "react";
import { Box } from "@mui/material";
import { useLocation } from "react-router-dom";
import { tabOfPath, type StoreTab } from "./tabs";

/** A submit from a dialog's own form (drawn elsewhere, but inside this panel for React) stays there. */
const keepSubmit = (event: SyntheticEvent) => event.stopPropagation();

/** Enter in a panel's own field (a date, a search) never saves the settings form around it. */
function keepEnter(event: KeyboardEvent<HTMLElement>) {
  const target = event.target;
  if (event.key === "Enter" && target instanceof HTMLInputElement && event.currentTarget.contains(target)) {
    event.preventDefault();
  }
}

interface VisitedPanelProps {
  tab: StoreTab;
  /** The content saves by its own calls and dialogs (team, plans, payments, reports). */
  ownSaves?: boolean;
  children: ReactNode;
}

/**
 * A tab's content, drawn the first time its tab opens and then kept, so opening the settings loads
 * only the tab shown and switching tabs never loses edits not saved yet.
 */
export const VisitedPanel = ({ tab, ownSaves = false, children }: VisitedPanelProps) => {
  const { pathname } = useLocation();
  const [visited, setVisited] = useState(false);
  const active = tabOfPath(pathname) === tab;
  if (active && !visited) setVisited(true);
  if (!visited && !active) return null;
  if (!ownSaves) return <>{children}</>;
  return (
    <Box onSubmit={keepSubmit} onKeyDown={keepEnter} sx={{ width: "100%" }}>
      {children}
    </Box>
  );
};
