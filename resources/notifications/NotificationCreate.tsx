import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import SendIcon from "@mui/icons-material/Send";
import {
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  required,
  SaveButton,
  TextInput,
  Title,
  useNavigate,
  useNotify,
  useTranslate,
} from "react-admin";
import { readFailure, useServerText } from "../../ui/useServerText";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { NewNotification } from "./api";
import { RecipientsInput } from "./RecipientsInput";

const REQUIRED = required("app.shell.validation.required");
const RECIPIENTS = [
  { id: "all", name: "app.shell.notifications.to_all" },
  { id: "users", name: "app.shell.notifications.to_users" },
];

function toBody(values: Record<string, unknown>): NewNotification {
  const content = String(values.content ?? "");
  if (values.recipients === "all") return { content, all: true };
  return { content, user_ids: Array.isArray(values.user_ids) ? values.user_ids.map(Number) : [] };
}

/** "/Notification/create" (admins): POST /api/notifications to everyone or to chosen users. */
const NotificationCreate = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const serverText = useServerText();

  const send = async (values: Record<string, unknown>) => {
    try {
      const { created } = await dataProvider.sendNotification(toBody(values));
      notify("app.shell.notifications.sent", { type: "success", messageArgs: { smart_count: created } });
      navigate("/Notification");
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      notify(serverText(message), { type: "error" });
      return fieldErrors;
    }
  };

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title="app.shell.page.notification_create" />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate("app.shell.notifications.create_intro")}
          </Typography>
          <Form onSubmit={send} defaultValues={{ recipients: "all", user_ids: [] }}>
            <TextInput
              source="content"
              label="app.shell.notifications.content"
              validate={REQUIRED}
              multiline
              minRows={4}
            />
            <RadioButtonGroupInput
              source="recipients"
              label="app.shell.notifications.recipients"
              choices={RECIPIENTS}
            />
            <FormDataConsumer<{ recipients?: string }>>
              {({ formData }) => (formData.recipients === "users" ? <RecipientsInput /> : null)}
            </FormDataConsumer>
            <Stack direction="row" justifyContent="flex-end">
              <SaveButton label="app.shell.notifications.send" icon={<SendIcon />} alwaysEnable />
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default NotificationCreate;
