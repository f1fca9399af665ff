import { Box, Button, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { useTranslate } from "react-admin";

/** No shipments in the store yet; those who may ship are offered to add one here. */
export const ShipmentEmpty = ({ onAdd }: { onAdd?: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: "center" }}>
      <Typography color="text.secondary" sx={{ mb: onAdd ? 2 : 0 }}>
        {translate("app.orders.shipments.empty")}
      </Typography>
      {onAdd ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate("app.orders.shipments.add")}
        </Button>
      ) : null}
    </Box>
  );
};
