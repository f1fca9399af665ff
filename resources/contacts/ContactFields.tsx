import type { ReactElement } from "react";
import { List, ListItem, ListItemIcon, ListItemText } from "@mui/material";
import EmailIcon from "@mui/icons-material/EmailOutlined";
import LanguageIcon from "@mui/icons-material/Language";
import NotesIcon from "@mui/icons-material/Notes";
import PhoneIcon from "@mui/icons-material/PhoneOutlined";
import PlaceIcon from "@mui/icons-material/PlaceOutlined";
import { useTranslate } from "react-admin";
import type { Contact } from "../../domain/contracts/contacts";

/** The contact's details, one row per filled field. */
export const ContactFields = ({ contact }: { contact: Contact }) => {
  const translate = useTranslate();
  const address = [contact.street, [contact.postal, contact.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const rows: [string, string | null, ReactElement][] = [
    ["email", contact.email, <EmailIcon key="email" />],
    ["phone", contact.phone, <PhoneIcon key="phone" />],
    ["address", address || null, <PlaceIcon key="address" />],
    ["lang", contact.lang, <LanguageIcon key="lang" />],
    ["comment", contact.comment, <NotesIcon key="comment" />],
  ];

  return (
    <List dense>
      {rows
        .filter(([, value]) => value)
        .map(([field, value, icon]) => (
          <ListItem key={field} disableGutters>
            <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
            <ListItemText
              primary={value}
              secondary={translate(`app.shell.contacts.fields.${field}`)}
              slotProps={{ primary: { sx: { whiteSpace: "pre-wrap", wordBreak: "break-word" } } }}
            />
          </ListItem>
        ))}
    </List>
  );
};
