import { useEffect } from "react";
import { useLocation } from "react-admin";

const KEY = "iframe";

function remembered(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === "1";
  } catch {
    // Storage can be blocked inside third-party iframes; then only the URL counts.
    return false;
  }
}

function remember(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(KEY, "1");
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // see remembered()
  }
}

/**
 * `?iframe=1` on any page runs the app embedded for the rest of the tab's session
 * (`?iframe=0` ends it), so in-app links that drop the query keep the embedded look.
 */
export function useIframeMode(): boolean {
  const { search } = useLocation();
  const flag = new URLSearchParams(search).get(KEY);
  useEffect(() => {
    if (flag !== null) remember(flag !== "0");
  }, [flag]);
  return flag !== null ? flag !== "0" : remembered();
}
