import { useState } from "react";
import { Box, Drawer, IconButton, Tab, Tabs, Typography } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslate } from "react-admin";
import { ContactBrowser } from "./ContactBrowser";
import { ContactMessageForm } from "./ContactMessageForm";

interface ContactsDrawerProps {
  open: boolean;
  onClose: () => void;
}

type DrawerTab = "contacts" | "message";

/** Contacts drawer: the store's contacts, and the contact form. */
const ContactsDrawer = ({ open, onClose }: ContactsDrawerProps) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<DrawerTab>("contacts");

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 420, maxWidth: "100vw" }, "aria-label": translate("app.shell.contacts.title") },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate("app.shell.contacts.title")}
        </Typography>
        <IconButton aria-label={translate("app.shell.contacts.close")} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: DrawerTab) => setTab(next)}
        sx={{ px: 1, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="contacts" label={translate("app.shell.contacts.tab_list")} />
        <Tab value="message" label={translate("app.shell.contacts.tab_message")} />
      </Tabs>
      <Box sx={{ flex: 1, overflowY: "auto" }}>
        {tab === "contacts" ? <ContactBrowser /> : <ContactMessageForm />}
      </Box>
    </Drawer>
  );
};

export default ContactsDrawer;
