import { useEffect, useState } from "react";
import { IconButton, Tooltip } from "@mui/material";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import { useTranslate } from "react-admin";

export const FullScreenButton = () => {
  const translate = useTranslate();
  const [isFullScreen, setIsFullScreen] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const sync = () => setIsFullScreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  // Browsers without the Fullscreen API (iOS Safari) get no button rather than a dead one.
  if (!document.fullscreenEnabled) return null;

  const label = translate(isFullScreen ? "app.appbar.fullscreen_exit" : "app.appbar.fullscreen_enter");
  const toggle = () =>
    void (isFullScreen ? document.exitFullscreen() : document.documentElement.requestFullscreen());

  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {isFullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
