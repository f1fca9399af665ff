import { Avatar, Box, ListItemAvatar, ListItemButton, ListItemText } from "@mui/material";
import type { Contact } from "../../domain/contracts/contacts";
import { TagChips } from "./TagChips";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");

export const ContactListItem = ({ contact, onOpen }: { contact: Contact; onOpen: (id: number) => void }) => (
  <ListItemButton divider onClick={() => onOpen(contact.id)} alignItems="flex-start">
    <ListItemAvatar>
      <Avatar sx={{ bgcolor: "primary.main", fontSize: 15 }}>{initials(contact.name)}</Avatar>
    </ListItemAvatar>
    <ListItemText
      primary={contact.name}
      secondary={
        <>
          <Box component="span" sx={{ display: "block", overflow: "hidden", textOverflow: "ellipsis" }}>
            {[contact.city, contact.email].filter(Boolean).join(" · ")}
          </Box>
          <Box component="span" sx={{ display: "block", mt: 0.5 }}>
            <TagChips tags={contact.tags} />
          </Box>
        </>
      }
      slotProps={{ secondary: { component: "div", noWrap: true } }}
      sx={{ minWidth: 0 }}
    />
  </ListItemButton>
);
