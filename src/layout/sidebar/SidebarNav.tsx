import type { ReactNode } from "react";
import { Box } from "@mui/material";
import { useTranslate } from "react-admin";

/**
 * The sidebar as one navigation landmark. Its menus hold only menu items and separators: the
 * headers, the store picker and the launch button sit between them, not inside a menu.
 */
export const SidebarNav = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate(label)} sx={{ mt: 0.5, mb: 1 }}>
      {children}
    </Box>
  );
};

/** A menu inside the sidebar: the nav keeps the outer spacing, so the menus stack without gaps. */
export const MENU_SX = { mt: 0, mb: 0 } as const;
