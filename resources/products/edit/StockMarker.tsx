import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** Red for low, yellow for medium, otherwise the text High stock level. */
export const StockMarker = ({ level }: { level: "low" | "medium" | "high" }) => {
  const translate = useTranslate();
  if (level === "high")
    return (
      <Typography variant="caption" color="success.main">
        {translate("app.productEditor.colors.high_stock")}
      </Typography>
    );
  const label = translate(
    level === "low" ? "app.productEditor.colors.low_stock" : "app.productEditor.colors.medium_stock",
  );
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{
        display: "inline-block",
        width: 10,
        height: 10,
        borderRadius: "50%",
        bgcolor: level === "low" ? "error.main" : "warning.main",
      }}
    />
  );
};
