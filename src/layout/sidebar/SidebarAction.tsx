import type { ReactElement } from "react";
import { ListItemIcon, ListItemText, MenuItem, Tooltip } from "@mui/material";
import { useSidebarState } from "react-admin";

interface SidebarActionProps {
  icon: ReactElement;
  label: string;
  /** A page outside the SPA (the public store), opened in a new tab. */
  href: string;
}

/** A sidebar entry that leaves the back office; styled like the menu's own links. */
export const SidebarAction = ({ icon, label, href }: SidebarActionProps) => {
  const [open] = useSidebarState();
  const item = (
    <MenuItem
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ borderRadius: "10px", mx: 1, my: "2px", color: "text.secondary" }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: "text.secondary" }}>{icon}</ListItemIcon>
      <ListItemText slotProps={{ primary: { noWrap: true, variant: "inherit" } }}>{label}</ListItemText>
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};
