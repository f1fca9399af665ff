import { Typography } from "@mui/material";
import { useSidebarState, useTranslate } from "react-admin";

/** A small heading between sidebar groups; the mini sidebar has no room for it. */
export const SidebarCaption = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2.5, pt: 0.5 }}>
      {translate(text)}
    </Typography>
  );
};
