import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useLevelsChanged } from "./useLevels";

/** A new, empty access level with a name unique in the store. */
export const CreateLevelForm = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useLevelsChanged(websiteId);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const create = async () => {
    if (!name.trim()) {
      setError(translate("app.server.required"));
      return;
    }
    setPending(true);
    const outcome = await call(() => dataProvider.createStoreLevel(websiteId, name), {
      success: () => "app.team.levels.created",
    });
    setPending(false);
    if (outcome.ok) {
      changed({ put: outcome.result });
      setName("");
      setError(undefined);
    } else setError(outcome.fields.name ?? outcome.message);
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2, alignItems: "flex-start" }}>
      <TextField
        size="small"
        label={translate("app.team.levels.name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        disabled={pending}
      />
      <Button variant="contained" onClick={() => void create()} disabled={pending}>
        {translate("app.team.levels.create")}
      </Button>
    </Stack>
  );
};
