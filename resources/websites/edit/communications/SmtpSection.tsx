import { useState } from "react";
import { Button, Dialog, DialogTitle, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { SmtpForm } from "./SmtpForm";

/**
 * The store's own mail server: what is set, and its form in a dialog, since it saves by its own
 * call (POST /api/websites/{id}/update-smtp) and its password is never shown back.
 */
export const SmtpSection = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const smtp = website.smtp;
  return (
    <>
      {smtp ? (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {translate("app.storeSettings.smtp.current", {
            host: smtp.host,
            port: smtp.port,
            from: smtp.from_email,
          })}
        </Typography>
      ) : null}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(smtp ? "app.storeSettings.smtp.change" : "app.storeSettings.smtp.set_up")}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="store-smtp-title"
      >
        <DialogTitle id="store-smtp-title">{translate("app.storeSettings.smtp.title")}</DialogTitle>
        {open ? <SmtpForm website={website} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
};
