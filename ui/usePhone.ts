import { useMediaQuery, type Theme } from "@mui/material";

/** Whether the screen is phone-sized: where lists become simple lists and toolbars shrink to icons. */
export const usePhone = (): boolean => useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
