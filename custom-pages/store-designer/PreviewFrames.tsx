import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import { Box, LinearProgress } from "@mui/material";

/**
 * Two frames take turns so the preview never flickers. A new address loads in the
 * hidden frame and is shown only once it has loaded; the old page stays in view until then.
 */
export const PreviewFrames = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const [sources, setSources] = useState<[string, string | null]>([url, null]);
  const [shown, setShown] = useState<0 | 1>(0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setSources((current) => {
      if (current[shown] === url) return current;
      const next: [string, string | null] = [current[0], current[1]];
      next[shown === 0 ? 1 : 0] = url;
      return next;
    });
  }, [url, shown]);

  const onLoad = (index: 0 | 1) => {
    if (sources[index] !== url) return;
    setShown(index);
    setLoaded(true);
  };
  const pending = sources[shown] !== url || !loaded;

  return (
    <Box sx={{ position: "relative", flex: 1, minHeight: 480 }}>
      {pending && (
        <LinearProgress
          aria-label={translate("app.storeDesigner.preview.loading")}
          sx={{ position: "absolute", top: 0, left: 0, right: 0, zIndex: 2 }}
        />
      )}
      {([0, 1] as const).map((index) =>
        sources[index] === null ? null : (
          <Box
            key={index}
            component="iframe"
            src={sources[index] ?? undefined}
            title={translate("app.storeDesigner.preview.frame")}
            // No scripts and an opaque origin: nothing a stored page holds can reach the editor.
            sandbox="allow-forms allow-popups"
            aria-hidden={index !== shown}
            data-shown={index === shown ? "true" : "false"}
            tabIndex={index === shown ? 0 : -1}
            onLoad={() => onLoad(index)}
            sx={{
              position: "absolute",
              inset: 0,
              width: "100%",
              height: "100%",
              border: 0,
              bgcolor: "common.white",
              visibility: index === shown ? "visible" : "hidden",
            }}
          />
        ),
      )}
    </Box>
  );
};
