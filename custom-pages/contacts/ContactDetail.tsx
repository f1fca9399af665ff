import { Box, Button, CircularProgress, IconButton, Stack, Typography } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import EditIcon from "@mui/icons-material/Edit";
import { useTranslate } from "react-admin";
import { CONTACT_RIGHTS } from "../../domain/contacts";
import { isAdminUser, permissionsIn } from "../../providers/access";
import { useCurrentUser } from "../../src/useCurrentUser";
import { ContactFields } from "./ContactFields";
import { TagChips } from "./TagChips";
import { useContact } from "./useContacts";

interface ContactDetailProps {
  id: number;
  onBack: () => void;
  onEdit: () => void;
}

export const ContactDetail = ({ id, onBack, onEdit }: ContactDetailProps) => {
  const translate = useTranslate();
  const { data: contact, isPending } = useContact(id);
  const { user } = useCurrentUser();
  // Only those the server lets write contacts are offered the editor.
  const canEdit =
    user !== undefined &&
    contact !== undefined &&
    (isAdminUser(user) || permissionsIn(user, contact.website_id).includes(CONTACT_RIGHTS.write));

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <IconButton aria-label={translate("app.shell.contacts.back")} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" component="h3" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {contact?.name ?? ""}
        </Typography>
        {canEdit ? (
          <Button startIcon={<EditIcon />} onClick={onEdit}>
            {translate("app.shell.contacts.edit")}
          </Button>
        ) : null}
      </Stack>
      {isPending ? (
        <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
          <CircularProgress size={28} />
        </Box>
      ) : contact ? (
        <>
          <TagChips tags={contact.tags} />
          <ContactFields contact={contact} />
        </>
      ) : null}
    </Box>
  );
};
