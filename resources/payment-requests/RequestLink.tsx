import { Link as RouterLink } from "react-router-dom";
import Link from "@mui/material/Link";

/** The SPA's base path: links mailed to admins are `${PUBLIC_URL}/app/payments?hash=…`. */
const APP_BASE = "/app";

/**
 * A payment row's `link`: one into this app opens in place (no reload, the session stays);
 * any other address opens in a new tab.
 */
export const RequestLink = ({ href, label }: { href: string; label: string }) => {
  const url = new URL(href, window.location.origin);
  if (url.origin === window.location.origin && url.pathname.startsWith(`${APP_BASE}/`)) {
    return (
      <Link component={RouterLink} to={`${url.pathname.slice(APP_BASE.length)}${url.search}`}>
        {label}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  );
};
