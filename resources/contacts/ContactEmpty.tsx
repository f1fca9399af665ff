import { Box, Typography } from "@mui/material";
import { CreateButton, useTranslate } from "react-admin";

/** No contacts in the store yet; those who may write contacts are offered to add one. */
export const ContactEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: "center" }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate("app.shell.contacts.empty")}
      </Typography>
      <CreateButton resource="Contact" variant="contained" label="app.shell.contacts.new" />
    </Box>
  );
};
