import { useState } from "react";
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import CopyIcon from "@mui/icons-material/ContentCopyOutlined";
import { Form, TextInput, useLocaleState, useNotify, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { keepText } from "../../../ui/fields/values";
import { NestedSubmitButton } from "../../../ui/NestedSubmitButton";
import { InvitationCodeList } from "./InvitationCodeList";
import { PermissionEntriesInput, RoleInput, roleAccessOf, type RoleAccessValues } from "../RoleAccessInputs";
import { TeamSection } from "./TeamSection";
import type { InvitationCode } from "../types";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useInvitationCodesChanged } from "./useInvitationCodes";

/** The code's role and permissions, and its uses and days as typed (the server checks them). */
type CodeForm = RoleAccessValues & { max_uses: string; expires_in_days: string };
const isCodeForm = (values: FieldValues): values is CodeForm =>
  typeof values.company_role === "string" &&
  Array.isArray(values.permissions) &&
  typeof values.max_uses === "string" &&
  typeof values.expires_in_days === "string";

/** A short code to share instead of mailing each person: joins with a role until used up or expired. */
export const InvitationCodeSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const codesChanged = useInvitationCodesChanged();
  // The form's record stays the one first made: a new record would reset the form.
  const [initial] = useState<CodeForm>(() => ({
    ...roleAccessOf("client"),
    max_uses: "10",
    expires_in_days: "7",
  }));
  const [code, setCode] = useState<InvitationCode | null>(null);
  const [pending, setPending] = useState(false);

  // Called once the form has handed its values over; the server's field errors go beside the fields.
  const create = async (values: FieldValues) => {
    if (!isCodeForm(values)) return undefined;
    setPending(true);
    const outcome = await call(
      () =>
        dataProvider.createStoreInvitationCode({
          website_id: websiteId,
          company_role: values.company_role,
          permissions: values.permissions,
          max_uses: Number(values.max_uses),
          expires_in_days: Number(values.expires_in_days),
        }),
      {
        success: () => "app.team.codes.created",
      },
    );
    setPending(false);
    if (!outcome.ok) return outcome.fields;
    setCode(outcome.result);
    void codesChanged();
    return undefined;
  };

  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    notify("app.team.copied", { type: "info" });
  };

  return (
    <TeamSection
      title={translate("app.team.codes.title")}
      description={translate("app.team.codes.description")}
    >
      <Form<CodeForm> record={initial} onSubmit={create} noValidate disableInvalidFormNotification>
        <RoleInput websiteId={websiteId} disabled={pending} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
          <TextInput
            source="max_uses"
            size="small"
            type="number"
            label="app.team.codes.max_uses"
            parse={keepText}
            helperText={false}
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          />
          <TextInput
            source="expires_in_days"
            size="small"
            type="number"
            label="app.team.codes.days"
            parse={keepText}
            helperText={false}
            slotProps={{ htmlInput: { min: 1, max: 90 } }}
          />
        </Stack>
        <PermissionEntriesInput disabled={pending} />
        <Box sx={{ mt: 2 }}>
          <NestedSubmitButton variant="outlined" disabled={pending} save={create}>
            {translate("app.team.codes.create")}
          </NestedSubmitButton>
        </Box>
      </Form>
      {code ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography
              component="span"
              sx={{ fontFamily: "monospace", fontSize: "1.25rem", letterSpacing: 2 }}
            >
              {code.code}
            </Typography>
            <Tooltip title={translate("app.team.copy")}>
              <IconButton
                aria-label={translate("app.team.copy")}
                size="small"
                onClick={() => void copy(code.code)}
              >
                <CopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
          <Typography variant="body2">
            {translate("app.team.codes.valid", {
              uses: code.max_uses,
              date: new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(
                new Date(code.expires_at),
              ),
            })}
          </Typography>
        </Alert>
      ) : null}
      <InvitationCodeList websiteId={websiteId} />
    </TeamSection>
  );
};
