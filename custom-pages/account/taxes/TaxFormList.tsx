import { Box, Divider, Skeleton, Stack, Typography } from "@mui/material";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLongOutlined";
import { useTranslate } from "react-admin";
import { TaxFormRow } from "./TaxFormRow";
import { useTaxForms } from "./useTaxForms";

/** The user's own forms, newest first. */
export const TaxFormList = () => {
  const translate = useTranslate();
  const { data: forms, isPending, isError } = useTaxForms();

  if (isPending) return <Skeleton variant="rounded" height={64} />;
  if (isError) return <Typography color="error">{translate("app.account.load_error")}</Typography>;
  if (forms.length === 0) {
    return (
      <Box sx={{ textAlign: "center", py: 4, color: "text.secondary" }}>
        <ReceiptLongIcon sx={{ fontSize: 40, color: "text.disabled" }} />
        <Typography fontWeight={600} color="text.primary">
          {translate("app.account.taxes.empty")}
        </Typography>
        <Typography variant="body2">{translate("app.account.taxes.empty_hint")}</Typography>
      </Box>
    );
  }
  return (
    <Stack divider={<Divider flexItem />}>
      {forms.map((form) => (
        <TaxFormRow key={form.id} form={form} />
      ))}
    </Stack>
  );
};
