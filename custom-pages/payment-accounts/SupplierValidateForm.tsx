import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useSupplierChanged } from "./useSupplier";

/** Confirms the account with the customer number the supplier gave and the account's email. */
export const SupplierValidateForm = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useSupplierChanged(websiteId);
  const [customerNumber, setCustomerNumber] = useState("");
  const [address, setAddress] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const validate = async () => {
    setPending(true);
    const outcome = await call(() =>
      dataProvider.validateSupplierAccount({
        website_id: websiteId,
        customer_number: customerNumber,
        email: address,
      }),
    );
    setPending(false);
    if (outcome.ok) await changed();
    else setErrors(outcome.fields);
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 2, alignItems: "flex-start" }}>
      <TextField
        size="small"
        label={translate("app.team.supplier.customer_number")}
        value={customerNumber}
        onChange={(event) => setCustomerNumber(event.target.value)}
        error={Boolean(errors.customer_number)}
        helperText={errors.customer_number}
        disabled={pending}
      />
      <TextField
        size="small"
        type="email"
        label={translate("app.team.supplier.email")}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        disabled={pending}
      />
      <Button variant="outlined" onClick={() => void validate()} disabled={pending}>
        {translate("app.team.supplier.validate")}
      </Button>
    </Stack>
  );
};
