import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useListContext, useTranslate } from "react-admin";

/**
 * A list that could not be read: says so (`text`, a translation key, for a list with its own
 * wording), with a retry (react-admin `<List error>`).
 */
export const ListLoadError = ({ text = "app.money.common.load_error" }: { text?: string }) => {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={<Button onClick={() => void refetch()}>{translate("app.money.common.retry")}</Button>}
    >
      {translate(text)}
    </Alert>
  );
};
