import { Box, Button, Stack, Typography } from "@mui/material";
import { Form, SaveButton, useNotify, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../ui/useServerText";
import { ContactInputs } from "./ContactInputs";
import { toContactInput } from "./toContactInput";
import { useCreateContact } from "./useContacts";

interface ContactCreateFormProps {
  onCreated: (id: number) => void;
  onCancel: () => void;
}

/** POST /api/contacts: a new contact of the active store, then its detail. */
export const ContactCreateForm = ({ onCreated, onCancel }: ContactCreateFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const { mutateAsync } = useCreateContact();

  const save = async (values: Record<string, unknown>) => {
    try {
      const created = await mutateAsync(toContactInput(values));
      notify("app.shell.contacts.created", { type: "success" });
      onCreated(created.id);
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      notify(serverText(message), { type: "error" });
      return fieldErrors;
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate("app.shell.contacts.new_title")}
      </Typography>
      <Form record={{ tags: [] }} onSubmit={save}>
        <ContactInputs />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onCancel}>{translate("ra.action.cancel")}</Button>
          <SaveButton alwaysEnable={false} />
        </Stack>
      </Form>
    </Box>
  );
};
