import { useTranslate } from "react-admin";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { RequestHashChip } from "./RequestHashChip";
import { useFiltersOff } from "./PaymentRequestTable";

/** What the list is, which request it is narrowed to, and when rows can be chosen for a request. */
export const PaymentListHeader = () => {
  const translate = useTranslate();
  const filtersOff = useFiltersOff();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ px: 2, pt: 1, alignItems: "center", flexWrap: "wrap" }}
    >
      <Typography color="text.secondary">{translate("app.money.payments.hint")}</Typography>
      <RequestHashChip />
      {filtersOff ? null : (
        <Typography variant="body2" color="text.secondary">
          {translate("app.money.payments.request_hint")}
        </Typography>
      )}
    </Stack>
  );
};
