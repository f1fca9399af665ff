import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/**
 * Red for low, yellow for medium, otherwise the text High stock level: green, or the chip's own
 * text colour on a chosen (filled) chip, where green on the brand colour could not be read.
 */
export const StockMarker = ({
  level,
  onFilled = false,
}: {
  level: "low" | "medium" | "high";
  onFilled?: boolean;
}) => {
  const translate = useTranslate();
  if (level === "high")
    return (
      <Typography variant="caption" color={onFilled ? "inherit" : "success.main"}>
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
