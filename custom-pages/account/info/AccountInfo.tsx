import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import MarkEmailReadIcon from "@mui/icons-material/MarkEmailReadOutlined";
import MailIcon from "@mui/icons-material/MailOutline";
import { Loading, useLocaleState, useTranslate } from "react-admin";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { SectionCard } from "../SectionCard";
import { Field } from "./Field";
import { useResendConfirmation } from "../useResendConfirmation";

/** "/informations/account": the sign-in address and whether it is verified, with a resend. */
const AccountInfo = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user } = useCurrentUser();
  const { resend, pending, sent } = useResendConfirmation(user?.email);
  if (!user) return <Loading />;
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
  const verified = Boolean(user.email_verified_at);

  return (
    <Box sx={{ maxWidth: 880 }}>
      <SectionCard title={translate("app.account.info.email_title")}>
        <Field label={translate("app.account.fields.email")}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography>{user.email}</Typography>
            <Chip
              size="small"
              color={verified ? "success" : "warning"}
              icon={verified ? <MarkEmailReadIcon /> : <MailIcon />}
              label={translate(verified ? "app.account.info.verified" : "app.account.info.not_verified")}
            />
          </Stack>
        </Field>
        {verified && user.email_verified_at ? (
          <Field label={translate("app.account.info.verified_on")}>{date(user.email_verified_at)}</Field>
        ) : (
          <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: "action.hover" }}>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {translate(sent ? "app.account.verification.sent" : "app.account.info.verify_hint")}
            </Typography>
            <Button variant="contained" disabled={pending || sent} onClick={() => void resend()}>
              {translate("app.account.verification.resend")}
            </Button>
          </Box>
        )}
      </SectionCard>
      <SectionCard title={translate("app.account.info.account_title")}>
        <Field label={translate("app.account.info.account_id")}>#{user.id}</Field>
        <Field label={translate("app.account.info.member_since")}>{date(user.created_at)}</Field>
        <Field label={translate("app.account.fields.page_view")}>{user.page_view}</Field>
      </SectionCard>
    </Box>
  );
};

export default AccountInfo;
