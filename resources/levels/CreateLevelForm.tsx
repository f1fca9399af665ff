import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, TextInput, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { createLevelSchema } from "../../domain/invitations";
import { keepText } from "../../ui/fields/values";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useLevelsChanged } from "./useLevels";

type NameForm = { name: string };
const EMPTY: NameForm = { name: "" };
const nameSchema = createLevelSchema.pick({ name: true });
// The name goes to the server as typed (it trims it itself); the schema only checks it.
const byName = zodResolver(nameSchema, undefined, { raw: true });

/** A new, empty access level with a name unique in the store. */
export const CreateLevelForm = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useLevelsChanged(websiteId);
  const resolver = useServerTextResolver(byName);
  // Each success starts a new, empty form (no value, no error) for the next one.
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);

  // Called once the form has handed its values over: the field disabled from here on is not left out of them.
  const create = async (values: FieldValues) => {
    const name: unknown = values.name;
    if (typeof name !== "string") return undefined;
    setPending(true);
    const outcome = await call(() => dataProvider.createStoreLevel(websiteId, name), {
      success: () => "app.team.levels.created",
    });
    setPending(false);
    if (!outcome.ok) return { name: outcome.fields.name ?? outcome.message };
    changed({ put: outcome.result });
    setRound((n) => n + 1);
    return undefined;
  };

  return (
    <Form<NameForm>
      key={round}
      record={EMPTY}
      resolver={resolver}
      onSubmit={create}
      noValidate
      disableInvalidFormNotification
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2, alignItems: "flex-start" }}>
        <TextInput
          source="name"
          size="small"
          label="app.team.levels.name"
          parse={keepText}
          helperText={false}
          disabled={pending}
        />
        <Button type="submit" variant="contained" disabled={pending}>
          {translate("app.team.levels.create")}
        </Button>
      </Stack>
    </Form>
  );
};
