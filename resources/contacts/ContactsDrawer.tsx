import { useState } from "react";
import { Box, Drawer, IconButton, Tab, Tabs, Tooltip, Typography } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import OpenInFullIcon from "@mui/icons-material/OpenInFull";
import { useCanAccess, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { ContactBrowser } from "./ContactBrowser";
import { ContactMessageForm } from "./ContactMessageForm";

interface ContactsDrawerProps {
  open: boolean;
  onClose: () => void;
}

type DrawerTab = "contacts" | "message";

/**
 * Contacts drawer: a quick view of the store's contacts (the Contact resource's list opens from
 * it) for those who may read them, and the contact form for everyone.
 */
const ContactsDrawer = ({ open, onClose }: ContactsDrawerProps) => {
  const translate = useTranslate();
  const { canAccess: canList } = useCanAccess({ resource: "Contact", action: "list" });
  const [chosen, setChosen] = useState<DrawerTab>("contacts");
  const tab: DrawerTab = canList === true ? chosen : "message";
  const fullList = translate("app.shell.contacts.open_list");

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
        {canList === true ? (
          <Tooltip title={fullList}>
            <IconButton component={Link} to="/Contact" aria-label={fullList} onClick={onClose}>
              <OpenInFullIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        <IconButton aria-label={translate("app.shell.contacts.close")} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: DrawerTab) => setChosen(next)}
        sx={{ px: 1, borderBottom: 1, borderColor: "divider" }}
      >
        {canList === true ? <Tab value="contacts" label={translate("app.shell.contacts.tab_list")} /> : null}
        <Tab value="message" label={translate("app.shell.contacts.tab_message")} />
      </Tabs>
      <Box sx={{ flex: 1, overflowY: "auto" }}>
        {tab === "contacts" ? <ContactBrowser /> : <ContactMessageForm />}
      </Box>
    </Drawer>
  );
};

export default ContactsDrawer;
