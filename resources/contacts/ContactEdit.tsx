import { Edit, TopToolbar, useNotify, useRedirect } from "react-admin";
import { useParams } from "react-router-dom";
import { EditPresence } from "../../providers/live/PresenceChip";
import { StaleSaveDialog, useStaleSave } from "../../ui/StaleSaveDialog";
import { ContactEditTitle } from "./ContactEditTitle";
import { ContactEditToolbar } from "./ContactEditToolbar";
import { ContactForm } from "./ContactForm";

/**
 * A contact saved whole, as the server takes it, with the version the screen read: the server's
 * field errors show under the fields. Who else has the contact open shows above the form; the form
 * is kept when they save, and a save on the version read opens the conflict dialog.
 */
const ContactEdit = () => {
  const { id = "" } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const { stale, setStale, onError } = useStaleSave();
  const saved = () => {
    notify("app.shell.contacts.saved", { type: "success" });
    redirect("list", "Contact");
  };
  return (
    <Edit
      resource="Contact"
      title={<ContactEditTitle />}
      actions={
        // On a phone react-admin's top toolbar is a tall white band; here it only holds the chip.
        <TopToolbar sx={{ bgcolor: "transparent", minHeight: "auto", pt: 1 }}>
          <EditPresence entity="Contact" />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: saved,
        onError,
      }}
    >
      <ContactForm
        toolbar={
          <>
            <ContactEditToolbar />
            <StaleSaveDialog resource="Contact" id={id} stale={stale} onChange={setStale} onSaved={saved} />
          </>
        }
      />
    </Edit>
  );
};

export default ContactEdit;
