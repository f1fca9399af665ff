import { useState } from "react";
import { Box, Typography } from "@mui/material";
import SendIcon from "@mui/icons-material/Send";
import { Form, required, SaveButton, TextInput, useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";

const REQUIRED = required("app.shell.validation.required");

/** Contact form (name and content), sent with POST /api/message. */
export const ContactMessageForm = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  // A new form after each sent message: the simplest way to clear it.
  const [round, setRound] = useState(0);

  const send = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.sendContactMessage({
        name: String(values.name ?? ""),
        content: String(values.content ?? ""),
      });
      notify("app.shell.message.sent", { type: "success" });
      setRound((current) => current + 1);
    } catch {
      notify("app.shell.message.failed", { type: "error" });
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate("app.shell.message.intro")}
      </Typography>
      <Form key={round} onSubmit={send}>
        <TextInput source="name" label="app.shell.message.name" validate={REQUIRED} />
        <TextInput
          source="content"
          label="app.shell.message.content"
          validate={REQUIRED}
          multiline
          minRows={5}
        />
        <SaveButton label="app.shell.message.send" icon={<SendIcon />} alwaysEnable />
      </Form>
    </Box>
  );
};
