import { useEffect, useState } from "react";
import { LinearProgress } from "@mui/material";
import { useLocation } from "react-admin";

/** The loading indicator hides 500 ms after a navigation. */
export const NAVIGATION_PROGRESS_MS = 500;

export const NavigationProgress = () => {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), NAVIGATION_PROGRESS_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visible) return null;
  return (
    <LinearProgress
      aria-hidden
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    />
  );
};
