import { defaultLightTheme, type RaThemeOptions } from "react-admin";

const PRIMARY = "#4F4BE0";
const SECONDARY = "#32DE8A";
const BORDER = "#E6E8F0";

/** Spec §9 brand colours on a calm, card-based look. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: "light",
    primary: { main: PRIMARY, contrastText: "#FFFFFF" },
    secondary: { main: SECONDARY, contrastText: "#0B2E1D" },
    success: { main: "#1FA968" },
    background: { default: "#F6F7FB", paper: "#FFFFFF" },
    text: { primary: "#1B1D2A", secondary: "#5F6478" },
    divider: BORDER,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    MuiAppBar: {
      defaultProps: { elevation: 0, color: "inherit" },
      styleOverrides: {
        root: { backgroundColor: "#FFFFFF", borderBottom: `1px solid ${BORDER}` },
      },
    },
    MuiPaper: {
      styleOverrides: {
        rounded: { borderRadius: 14 },
        elevation1: { boxShadow: "0 1px 3px rgba(27, 29, 42, 0.08)" },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: 16, border: `1px solid ${BORDER}` } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: "#5F6478" } } },
    // A list wider than the screen scrolls inside its card; the page keeps the screen's width.
    RaList: {
      styleOverrides: {
        root: { "& .RaList-main": { minWidth: 0 }, "& .RaList-content": { overflowX: "auto" } },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          margin: "2px 8px",
          "&.RaMenuItemLink-active": {
            backgroundColor: "rgba(79, 75, 224, 0.10)",
            color: PRIMARY,
            fontWeight: 600,
          },
          "&.RaMenuItemLink-active .RaMenuItemLink-icon": { color: PRIMARY },
        },
      },
    },
  },
};
