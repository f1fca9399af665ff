import { Box, Button, Typography } from "@mui/material";
import { CreateBase, EditBase, SaveButton, Toolbar, useNotify, useTranslate } from "react-admin";
import { ContactEditTitle } from "./ContactEditTitle";
import { ContactForm } from "./ContactForm";
import type { Contact } from "../../domain/contracts/contacts";

const DrawerToolbar = ({ onCancel }: { onCancel: () => void }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: "flex-end", gap: 1 }}>
      <Button onClick={onCancel}>{translate("ra.action.cancel")}</Button>
      <SaveButton />
    </Toolbar>
  );
};

/** The Contact create form in the drawer; the new contact opens after it is saved. */
export const ContactDrawerCreate = ({
  onCreated,
  onCancel,
}: {
  onCreated: (id: number) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate("app.shell.contacts.new_title")}
      </Typography>
      <CreateBase<Contact>
        resource="Contact"
        redirect={false}
        mutationOptions={{
          onSuccess: (created) => {
            notify("app.shell.contacts.created", { type: "success" });
            onCreated(created.id);
          },
        }}
      >
        <ContactForm toolbar={<DrawerToolbar onCancel={onCancel} />} />
      </CreateBase>
    </Box>
  );
};

/** The Contact edit form in the drawer, saved whole; back to the contact afterwards. */
export const ContactDrawerEdit = ({ id, onDone }: { id: number; onDone: () => void }) => {
  const notify = useNotify();
  return (
    <Box sx={{ p: 2 }}>
      <EditBase<Contact>
        resource="Contact"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            notify("app.shell.contacts.saved", { type: "success" });
            onDone();
          },
        }}
      >
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          <ContactEditTitle />
        </Typography>
        <ContactForm toolbar={<DrawerToolbar onCancel={onDone} />} />
      </EditBase>
    </Box>
  );
};
