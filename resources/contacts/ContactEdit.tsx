import { Edit, useNotify, useRedirect } from "react-admin";
import { ContactEditTitle } from "./ContactEditTitle";
import { ContactEditToolbar } from "./ContactEditToolbar";
import { ContactForm } from "./ContactForm";

/** A contact saved whole, as the server takes it; the server's field errors show under the fields. */
const ContactEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="Contact"
      title={<ContactEditTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify("app.shell.contacts.saved", { type: "success" });
          redirect("list", "Contact");
        },
      }}
    >
      <ContactForm toolbar={<ContactEditToolbar />} />
    </Edit>
  );
};

export default ContactEdit;
