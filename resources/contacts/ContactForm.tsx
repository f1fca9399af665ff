import type { ReactElement } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { SimpleForm } from "react-admin";
import { contactSchema } from "../../domain/contacts";
import { ContactInputs } from "./ContactInputs";

const resolver = zodResolver(contactSchema);

/**
 * The contact form of the Contact pages and the drawer, checked by the same schema as the server;
 * the server's field errors show under their fields too.
 */
export const ContactForm = ({ toolbar }: { toolbar?: ReactElement | false }) => (
  <SimpleForm noValidate resolver={resolver} defaultValues={{ tags: [] }} toolbar={toolbar}>
    <ContactInputs />
  </SimpleForm>
);
