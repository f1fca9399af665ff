import { Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { TitlePortal, useLocation, useTranslate } from "react-admin";
import { findRouteMeta } from "./findRouteMeta";
import { routeTitle } from "./routeTitle";

/** True while react-admin's title portal holds nothing: the page set no title of its own. */
function useTitlePortalEmpty(): boolean {
  const [empty, setEmpty] = useState(true);
  useEffect(() => {
    const portal = document.getElementById("react-admin-title");
    if (portal === null) return;
    const check = () => setEmpty(portal.childNodes.length === 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(portal, { childList: true });
    return () => observer.disconnect();
  }, []);
  return empty;
}

interface RouteTitleProps {
  /** The page content shows its own <h1>: the top bar's name is then not a heading. */
  pageHasHeading: boolean;
}

/**
 * The top bar's page name: what the page puts into react-admin's title portal, and otherwise the
 * route table's title for the current path, so no page has a blank top bar. The table's title
 * shows only while the portal is empty (CSS `:empty`), so a page's own title never doubles it.
 * Whichever shows is the page's top-level heading, unless the page shows its own.
 */
export const RouteTitle = ({ pageHasHeading }: RouteTitleProps) => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const portalEmpty = useTitlePortalEmpty();
  const match = findRouteMeta(pathname);
  const role = pageHasHeading ? "none" : undefined;
  return (
    <>
      <TitlePortal
        variant="h6"
        component="h1"
        role={role}
        // A long name ends in an ellipsis on phones rather than being cut mid-word by the bar's icons.
        sx={{
          fontWeight: 700,
          minWidth: 0,
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
          // react-admin wraps a page's title in an inline-block, which would be clipped whole
          // instead of ending in the ellipsis: as inline text it ends in one.
          "& > .RaConfigurable-root": { display: "inline" },
          "&:empty": { display: "none" },
          "&:not(:empty) + *": { display: "none" },
        }}
      />
      <Typography
        variant="h6"
        component={portalEmpty ? "h1" : "span"}
        role={role}
        noWrap
        sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}
        data-route-title=""
      >
        {match === null ? "" : routeTitle(match, translate)}
      </Typography>
    </>
  );
};
