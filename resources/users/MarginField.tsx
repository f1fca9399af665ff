import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import SaveIcon from "@mui/icons-material/Save";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { UserRecord } from "../../domain/contracts/users";

/** A user's production margin (multiplier), saved through PUT /api/users/updateMargin/{id}. */
export const MarginField = ({ user }: { user: UserRecord }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [value, setValue] = useState(String(user.production_margin));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await dataProvider.adminSetUserMargin(user.id, Number(value));
      notify("app.admin.users.margin_saved", { type: "success" });
    } catch (failure) {
      const { message, fieldErrors } = readFailure(failure);
      setError(serverText(fieldErrors.production_margin ?? message));
    }
  };
  const label = `${translate("app.admin.users.margin")} ${user.name}`;
  return (
    <Stack direction="row" sx={{ alignItems: "flex-start" }}>
      <TextField
        size="small"
        type="number"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { step: 0.01, min: 1, "aria-label": label } }}
        sx={{ width: 84 }}
      />
      <IconButton
        aria-label={`${translate("app.admin.users.edit_margin")} ${user.name}`}
        onClick={() => void save()}
        disabled={value === String(user.production_margin)}
      >
        <SaveIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
