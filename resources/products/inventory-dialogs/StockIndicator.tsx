import { Box, LinearProgress, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { indicatorColor } from "./levels";

/** The share of a product's variants in stock, coloured by the spec's thresholds. */
export const StockIndicator = ({ percent }: { percent: number }) => {
  const translate = useTranslate();
  const color = indicatorColor(percent);
  return (
    <Box sx={{ minWidth: 96 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={color}
        aria-label={translate("app.productList.inventory_dialogs.stock_share", { percent })}
        data-color={color}
      />
      <Typography variant="caption" color="text.secondary">
        {translate("app.productList.inventory_dialogs.stock_share", { percent })}
      </Typography>
    </Box>
  );
};
