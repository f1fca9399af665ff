import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from "@mui/material";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import { LinkBase, useLocation, useTranslate } from "react-admin";
import { breadcrumbs } from "./routing/routeTitle";

/** Breadcrumbs, from the route table's parents; top-level pages need none. */
export const Breadcrumbs = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname, translate);
  if (crumbs.length < 2) return null;

  return (
    <MuiBreadcrumbs
      aria-label={translate("app.shell.breadcrumbs")}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ pt: 2, fontSize: 14 }}
    >
      {crumbs.map((crumb) =>
        crumb.to === undefined ? (
          <Typography key="current" color="text.primary" fontSize="inherit" fontWeight={600}>
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.to} component={LinkBase} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
