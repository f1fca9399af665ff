import { useEffect, useState } from "react";

/**
 * True while the page content (react-admin's #main-content) shows its own <h1>. A page has one
 * top-level heading: the page's own when it has one, otherwise the page name in the top bar.
 */
export function usePageHasHeading(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const content = document.getElementById("main-content");
    if (content === null) return;
    const check = () => setHas(content.querySelector("h1") !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(content, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return has;
}
