import { lazy, Suspense, useState } from "react";
import { IconButton, Tooltip } from "@mui/material";
import PeopleIcon from "@mui/icons-material/PeopleAltOutlined";
import { useTranslate } from "react-admin";

// The drawer and its forms load on the first click, not with the app.
const ContactsDrawer = lazy(() => import("../../resources/contacts/ContactsDrawer"));

/** The contacts drawer opens from the top bar. */
export const ContactsButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const label = translate("app.shell.contacts.open");

  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={show}>
          <PeopleIcon />
        </IconButton>
      </Tooltip>
      {loaded ? (
        <Suspense fallback={null}>
          <ContactsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
