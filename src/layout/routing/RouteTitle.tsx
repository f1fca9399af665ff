import { Typography } from "@mui/material";
import { TitlePortal, useLocation, useTranslate } from "react-admin";
import { findRouteMeta } from "./findRouteMeta";
import { routeTitle } from "./routeTitle";

/**
 * The top bar's page name: what the page puts into react-admin's title portal, and otherwise the
 * route table's title for the current path, so no page has a blank top bar. The table's title
 * shows only while the portal is empty (CSS `:empty`), so a page's own title never doubles it.
 */
export const RouteTitle = () => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const match = findRouteMeta(pathname);
  return (
    <>
      <TitlePortal
        variant="h6"
        sx={{ fontWeight: 700, "&:empty": { display: "none" }, "&:not(:empty) + *": { display: "none" } }}
      />
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, flex: 1 }} data-route-title="">
        {match === null ? "" : routeTitle(match, translate)}
      </Typography>
    </>
  );
};
