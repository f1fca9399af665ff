import { useState } from "react";
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from "@mui/material";
import CopyIcon from "@mui/icons-material/ContentCopyOutlined";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { InvitationCodeList } from "./InvitationCodeList";
import { PermissionChecklist } from "../PermissionChecklist";
import { toEntries } from "../permissionSelection";
import { RoleSelect } from "../RoleSelect";
import { TeamSection } from "./TeamSection";
import type { InvitationCode } from "../types";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useInvitationCodesChanged } from "./useInvitationCodes";
import { useRoleAccess } from "../useRoleAccess";

/** A short code to share instead of mailing each person: joins with a role until used up or expired. */
export const InvitationCodeSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const codesChanged = useInvitationCodesChanged();
  const { role, changeRole, selected, setSelected } = useRoleAccess("client");
  const [maxUses, setMaxUses] = useState("10");
  const [days, setDays] = useState("7");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [code, setCode] = useState<InvitationCode | null>(null);
  const [pending, setPending] = useState(false);

  const create = async () => {
    setPending(true);
    const outcome = await call(
      () =>
        dataProvider.createStoreInvitationCode({
          website_id: websiteId,
          company_role: role,
          permissions: toEntries(selected),
          max_uses: Number(maxUses),
          expires_in_days: Number(days),
        }),
      {
        success: () => "app.team.codes.created",
      },
    );
    setPending(false);
    if (outcome.ok) {
      setCode(outcome.result);
      setFields({});
      void codesChanged();
    } else setFields(outcome.fields);
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
      <RoleSelect
        websiteId={websiteId}
        value={role}
        onChange={changeRole}
        error={fields.company_role}
        disabled={pending}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="number"
          label={translate("app.team.codes.max_uses")}
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
          error={Boolean(fields.max_uses)}
          helperText={fields.max_uses}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
        />
        <TextField
          size="small"
          type="number"
          label={translate("app.team.codes.days")}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={Boolean(fields.expires_in_days)}
          helperText={fields.expires_in_days}
          slotProps={{ htmlInput: { min: 1, max: 90 } }}
        />
      </Stack>
      <PermissionChecklist value={selected} onChange={setSelected} disabled={pending} />
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => void create()} disabled={pending}>
          {translate("app.team.codes.create")}
        </Button>
      </Box>
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
