import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { HttpError, useEditContext, useTranslate } from "react-admin";
import { LockedNotice } from "../../../ui/LockedNotice";

/** A product that could not be read: the plan's lock (403), not found (404), or a retry. */
export const GiftCardProductEditError = () => {
  const translate = useTranslate();
  const { error, refetch } = useEditContext();
  if (error instanceof HttpError && error.status === 403)
    return (
      <Box sx={{ mt: 2 }}>
        <LockedNotice />
      </Box>
    );
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={<Button onClick={() => void refetch()}>{translate("app.money.common.retry")}</Button>}
    >
      {translate(
        error instanceof HttpError && error.status === 404
          ? "app.money.gift_card_product.not_found"
          : "app.money.common.load_error",
      )}
    </Alert>
  );
};
