import { Create, useNotify, useRedirect, useTranslate } from "react-admin";
import { ContactForm } from "./ContactForm";

/** A new contact of the active store (BREAD takes the store from X-Website-Id), then the list. */
const ContactCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="Contact"
      title={translate("app.shell.contacts.new_title")}
      mutationOptions={{
        onSuccess: () => {
          notify("app.shell.contacts.created", { type: "success" });
          redirect("list", "Contact");
        },
      }}
    >
      <ContactForm />
    </Create>
  );
};

export default ContactCreate;
