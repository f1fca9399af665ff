import type { ReactNode } from "react";
import { Box, Card, CardContent, Typography } from "@mui/material";
import StorefrontIcon from "@mui/icons-material/Storefront";
import { LinkBase, useTranslate } from "react-admin";
import { LanguageSwitcher } from "../../ui/LanguageSwitcher";

interface AuthShellProps {
  title: string;
  subtitle?: string;
  /** Login and register have a transparent top bar over the brand background. */
  transparentBar?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

const BRAND_BACKGROUND = "linear-gradient(135deg, #4F4BE0 0%, #6A67EE 55%, #32DE8A 150%)";

const BrandBar = ({ transparent }: { transparent: boolean }) => (
  <Box
    component="header"
    sx={{
      display: "flex",
      alignItems: "center",
      px: { xs: 2, sm: 4 },
      py: 1.5,
      color: transparent ? "common.white" : "text.primary",
      bgcolor: transparent ? "transparent" : "background.paper",
      borderBottom: transparent ? 0 : 1,
      borderColor: "divider",
    }}
  >
    <Box
      component={LinkBase}
      to="/"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        color: "inherit",
        textDecoration: "none",
        flex: 1,
      }}
    >
      <StorefrontIcon />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: "-0.01em" }}>
        Merch Back Office
      </Typography>
    </Box>
    <LanguageSwitcher />
  </Box>
);

/** The public pages' frame: brand bar and one centred card. */
export const AuthShell = ({ title, subtitle, transparentBar = false, footer, children }: AuthShellProps) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        background: transparentBar ? BRAND_BACKGROUND : undefined,
        bgcolor: transparentBar ? undefined : "background.default",
      }}
    >
      <BrandBar transparent={transparentBar} />
      <Box component="main" sx={{ flex: 1, display: "grid", placeItems: "center", p: 2 }}>
        <Card sx={{ width: "100%", maxWidth: 440, boxShadow: "0 24px 48px rgba(27, 29, 42, 0.18)" }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1">
              {translate(title)}
            </Typography>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {translate(subtitle)}
              </Typography>
            ) : null}
            <Box sx={{ mt: 3 }}>{children}</Box>
          </CardContent>
          {footer ? <Box sx={{ px: { xs: 3, sm: 4 }, pb: 3 }}>{footer}</Box> : null}
        </Card>
      </Box>
    </Box>
  );
};
