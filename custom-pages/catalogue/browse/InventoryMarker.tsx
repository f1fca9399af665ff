import { Box, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { InventoryLevel } from "../types";

const DOT = { low: "#D32F2F", medium: "#F9A825" } as const;

/** Red for low, yellow for medium, otherwise the text "High stock level". */
export const InventoryMarker = ({ level }: { level: InventoryLevel }) => {
  const translate = useTranslate();
  if (level === "high")
    return (
      <Typography variant="caption" color="success.main">
        {translate("app.catalogue.inventory.high")}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.75} alignItems="center">
      <Box
        component="span"
        data-level={level}
        sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: DOT[level], display: "inline-block" }}
      />
      <Typography variant="caption" color="text.secondary">
        {translate(`app.catalogue.inventory.${level}`)}
      </Typography>
    </Stack>
  );
};
