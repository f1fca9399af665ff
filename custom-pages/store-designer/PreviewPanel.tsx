import { useState } from "react";
import { useTranslate } from "react-admin";
import { Alert, Box, Button, Paper, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import DesktopWindowsIcon from "@mui/icons-material/DesktopWindows";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import SmartphoneIcon from "@mui/icons-material/Smartphone";
import { usePreviewToken } from "../../ui/stores/viewStore";
import { useDesigner } from "./DesignerContext";
import { PreviewFrames } from "./PreviewFrames";
import { previewUrl } from "./previewUrl";
import type { PreviewWidth } from "./types";

/** The mobile preview is 393 px wide. */
export const MOBILE_PREVIEW_WIDTH = 393;

/** The live preview of the selected page, at desktop or mobile width, reloaded after each save. */
export const PreviewPanel = () => {
  const translate = useTranslate();
  const { websiteId, store, selectedPage, version } = useDesigner();
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const token = usePreviewToken(websiteId);
  const url = store && token.data ? previewUrl(store.link, selectedPage, token.data.token, version) : null;

  return (
    <Paper
      component="section"
      aria-label={translate("app.storeDesigner.preview.title")}
      variant="outlined"
      sx={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0, p: 1.5, gap: 1 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {translate("app.storeDesigner.preview.title")}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_, next: PreviewWidth | null) => next && setWidth(next)}
        >
          <ToggleButton value="desktop" aria-label={translate("app.storeDesigner.preview.desktop")}>
            <DesktopWindowsIcon fontSize="small" sx={{ mr: 0.5 }} />
            {translate("app.storeDesigner.preview.desktop")}
          </ToggleButton>
          <ToggleButton value="mobile" aria-label={translate("app.storeDesigner.preview.mobile")}>
            <SmartphoneIcon fontSize="small" sx={{ mr: 0.5 }} />
            {translate("app.storeDesigner.preview.mobile")}
          </ToggleButton>
        </ToggleButtonGroup>
        {url && (
          <Button size="small" href={url} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
            {translate("app.storeDesigner.view_store")}
          </Button>
        )}
      </Box>
      {token.isError && (
        <Alert
          severity="error"
          action={
            <Button onClick={() => void token.refetch()}>{translate("app.storeDesigner.retry")}</Button>
          }
        >
          {translate("app.storeDesigner.preview.no_token")}
        </Alert>
      )}
      <Box
        data-testid="preview-viewport"
        data-width={width}
        sx={{
          display: "flex",
          flex: 1,
          alignSelf: "center",
          width: width === "mobile" ? MOBILE_PREVIEW_WIDTH : "100%",
          maxWidth: "100%",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          overflow: "hidden",
        }}
      >
        {url && <PreviewFrames url={url} />}
      </Box>
    </Paper>
  );
};
