import { Suspense } from "react";
import { Box, Skeleton, Tab, Tabs } from "@mui/material";
import { Outlet, useLocation } from "react-router-dom";
import { LinkBase, Title, useTranslate } from "react-admin";

export interface SubNavItem {
  /** Absolute in-app path, e.g. "/settings/privacy". */
  to: string;
  /** Translation key. */
  label: string;
}

interface SubNavLayoutProps {
  title: string;
  items: readonly SubNavItem[];
}

/** A page with tabs that are routes (/settings/*, /informations/*): the tab follows the URL. */
export const SubNavLayout = ({ title, items }: SubNavLayoutProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = items.find((item) => pathname.startsWith(item.to))?.to ?? false;

  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 } }}>
      <Title title={title} />
      <Box
        component="nav"
        aria-label={translate(title)}
        sx={{
          borderBottom: 1,
          borderColor: "divider",
          mb: 3,
          maxWidth: { xs: "calc(100vw - 16px)", sm: "none" },
        }}
      >
        <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
          {items.map((item) => (
            <Tab
              key={item.to}
              value={item.to}
              label={translate(item.label)}
              component={LinkBase}
              to={item.to}
              sx={{ textTransform: "none", fontWeight: 600 }}
            />
          ))}
        </Tabs>
      </Box>
      {/* Each tab is its own chunk; the tabs stay while it loads. */}
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <Outlet />
      </Suspense>
    </Box>
  );
};
