import { Box, Button, CircularProgress, IconButton, Stack, Typography } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { useCanAccess, useDelete, useGetOne, useNotify, useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useErrorToast } from "../../ui/useErrorToast";
import { readFailure, useServerText } from "../../ui/useServerText";
import { ContactFields } from "./ContactFields";
import { TagChips } from "./TagChips";
import type { Contact } from "../../domain/contracts/contacts";

interface ContactDetailProps {
  id: number;
  onBack: () => void;
  onEdit: () => void;
}

/** The drawer's contact: its details, and (for those who may write contacts) edit and delete. */
export const ContactDetail = ({ id, onBack, onEdit }: ContactDetailProps) => {
  const translate = useTranslate();
  const {
    data: contact,
    isPending,
    isError,
    errorUpdatedAt,
  } = useGetOne<Contact>("Contact", { id }, { retry: false });
  useErrorToast(isError, errorUpdatedAt, "app.shell.contacts.load_error");
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const [remove, { isPending: removing }] = useDelete<Contact>();
  // Only those the server lets write contacts are offered the editor and the delete.
  const { canAccess: canWrite } = useCanAccess({ resource: "Contact", action: "edit" });
  const canEdit = contact !== undefined && canWrite === true;

  const askDelete = (target: Contact) =>
    confirm({
      title: "app.shell.contacts.delete_title",
      content: "app.shell.contacts.confirm_delete",
      translateOptions: { name: target.name },
    }).then(async () => {
      try {
        await remove(
          "Contact",
          { id: target.id, previousData: target },
          { mutationMode: "pessimistic", returnPromise: true },
        );
        notify("app.shell.contacts.deleted", { type: "success", messageArgs: { name: target.name } });
        onBack();
      } catch (error) {
        notify(serverText(readFailure(error)), { type: "error" });
      }
    }, ignoreCanceled);

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
          <>
            <Button startIcon={<EditIcon />} onClick={onEdit}>
              {translate("app.shell.contacts.edit")}
            </Button>
            <IconButton
              color="error"
              disabled={removing}
              aria-label={translate("app.shell.contacts.delete_named", { name: contact.name })}
              onClick={() => void askDelete(contact)}
            >
              <DeleteIcon />
            </IconButton>
          </>
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
