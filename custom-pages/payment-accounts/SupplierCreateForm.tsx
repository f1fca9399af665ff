import { useState } from "react";
import { Button, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useShippingMethods, useSupplierChanged } from "./useSupplier";

const FIELDS = ["company", "contact_name", "email", "phone"] as const;
type Field = (typeof FIELDS)[number];

/** Opens the store's supplier account with a contact and a default shipping method. */
export const SupplierCreateForm = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useSupplierChanged(websiteId);
  const { data: shipping } = useShippingMethods();
  const [values, setValues] = useState<Record<Field, string>>({
    company: "",
    contact_name: "",
    email: "",
    phone: "",
  });
  const [method, setMethod] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const chosen = method || shipping?.method.code || "";

  const create = async () => {
    setPending(true);
    const outcome = await call(() =>
      dataProvider.createSupplierAccount({
        website_id: websiteId,
        ...values,
        shipping_method: chosen || undefined,
      }),
    );
    setPending(false);
    if (outcome.ok) await changed();
    else setErrors(outcome.fields);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          size="small"
          type={field === "email" ? "email" : "text"}
          label={translate(`app.team.supplier.${field}`)}
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field]}
          disabled={pending}
        />
      ))}
      <TextField
        select
        size="small"
        label={translate("app.team.supplier.shipping_method")}
        value={chosen}
        onChange={(event) => setMethod(event.target.value)}
        error={Boolean(errors.shipping_method)}
        helperText={errors.shipping_method}
        disabled={pending || !shipping}
      >
        {(shipping?.methods ?? []).map((m) => (
          <MenuItem key={m.code} value={m.code}>
            {`${m.name} · ${m.days} · ${formatCents(m.price)}`}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        onClick={() => void create()}
        disabled={pending}
        sx={{ alignSelf: "flex-start" }}
      >
        {translate("app.team.supplier.create")}
      </Button>
    </Stack>
  );
};
