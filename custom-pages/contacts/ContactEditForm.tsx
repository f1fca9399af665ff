import { Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { Form, SaveButton, useNotify, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../ui/useServerText";
import { ContactInputs } from "./ContactInputs";
import { toContactInput } from "./toContactInput";
import { useContact, useUpdateContact } from "./useContacts";

interface ContactEditFormProps {
  id: number;
  onDone: () => void;
}

/** PUT /api/contacts/{id} with the whole record, as the API expects. */
export const ContactEditForm = ({ id, onDone }: ContactEditFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const { data: contact } = useContact(id);
  const { mutateAsync } = useUpdateContact(id);

  if (contact === undefined)
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );

  const save = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(toContactInput(values));
      notify("app.shell.contacts.saved", { type: "success" });
      onDone();
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      notify(serverText(message), { type: "error" });
      // react-admin shows returned errors under their fields.
      return fieldErrors;
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate("app.shell.contacts.edit_title", { name: contact.name })}
      </Typography>
      <Form record={contact} onSubmit={save}>
        <ContactInputs />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onDone}>{translate("ra.action.cancel")}</Button>
          <SaveButton alwaysEnable={false} />
        </Stack>
      </Form>
    </Box>
  );
};
