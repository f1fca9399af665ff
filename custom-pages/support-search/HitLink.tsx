import type { ReactNode } from "react";
import { ListItemAvatar, ListItemButton, ListItemText } from "@mui/material";
import { Link } from "react-router-dom";
import { useActiveWebsite } from "../../providers/activeWebsite";

interface HitLinkProps {
  to: string;
  websiteId: number;
  avatar: ReactNode;
  primary: ReactNode;
  secondary: ReactNode;
}

/**
 * A hit as a link (Tab and Enter reach it): opening it first makes the hit's store the current
 * one, as the store switcher does, so the page, the sidebar and every call speak of that store.
 */
export const HitLink = ({ to, websiteId, avatar, primary, secondary }: HitLinkProps) => {
  const { setActiveWebsite } = useActiveWebsite();
  return (
    <li>
      <ListItemButton
        component={Link}
        to={to}
        onClick={() => setActiveWebsite(websiteId)}
        sx={{ borderRadius: 1 }}
      >
        <ListItemAvatar>{avatar}</ListItemAvatar>
        <ListItemText primary={primary} secondary={secondary} />
      </ListItemButton>
    </li>
  );
};
