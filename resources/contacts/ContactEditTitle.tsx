import { useRecordContext, useTranslate } from "react-admin";
import type { Contact } from "../../domain/contracts/contacts";

export const ContactEditTitle = () => {
  const translate = useTranslate();
  const contact = useRecordContext<Contact>();
  return <>{contact ? translate("app.shell.contacts.edit_title", { name: contact.name }) : ""}</>;
};
