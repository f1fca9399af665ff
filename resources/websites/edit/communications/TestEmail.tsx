import { useState } from "react";
import { Alert, Box, Button, Divider, MenuItem, Stack, TextField, Typography } from "@mui/material";
import SendIcon from "@mui/icons-material/SendOutlined";
import { useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../../../providers/dataProvider";
import { readFailure, useServerText } from "../../../../ui/useServerText";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { oneOf } from "../../../../domain/one-of";

const TYPES = ["smtp", "order", "contact"] as const;
type TestType = (typeof TYPES)[number];

/**
 * POST /api/websites/test/email: a real mail to the signed-in user through the store's server (or
 * the platform's when the store has none); a failure shows the mail server's own words.
 */
export const TestEmail = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [type, setType] = useState<TestType>("smtp");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async () => {
    setPending(true);
    setResult(null);
    try {
      const answer = await dataProvider.sendStoreTestEmail(website.id, type);
      const text = translate(`app.storeSettings.smtp.sent_${answer.via}`, { to: answer.to });
      setResult({ ok: true, text });
      notify("app.storeSettings.smtp.sent", { type: "success" });
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setResult({
        ok: false,
        text: serverText(fieldErrors.smtp ?? fieldErrors.user_id ?? message, "app.server.somethingWrong"),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box>
      <Divider sx={{ my: 2.5 }} />
      <Typography variant="subtitle1" component="h3">
        {translate("app.storeSettings.smtp.test_title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(
          website.smtp
            ? "app.storeSettings.smtp.test_hint_store"
            : "app.storeSettings.smtp.test_hint_platform",
        )}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} alignItems={{ sm: "center" }}>
        <TextField
          select
          size="small"
          label={translate("app.storeSettings.smtp.test_type")}
          value={type}
          onChange={(event) => setType(oneOf(TYPES, event.target.value, "smtp"))}
          sx={{ minWidth: 220 }}
        >
          {TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`app.storeSettings.smtp.type_${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<SendIcon />} disabled={pending} onClick={() => void send()}>
          {translate("app.storeSettings.smtp.send_test")}
        </Button>
      </Stack>
      {result ? (
        <Alert severity={result.ok ? "success" : "error"} role="status" sx={{ mt: 2 }}>
          {result.text}
        </Alert>
      ) : null}
    </Box>
  );
};
