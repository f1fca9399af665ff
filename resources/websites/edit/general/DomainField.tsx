import { useEffect } from "react";
import { Alert, Button, Stack } from "@mui/material";
import { TextInput, useNotify, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { useAppDataProvider } from "../../../../providers/dataProvider";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { CheckResultLine } from "./CheckResultLine";
import { useCheck } from "./useCheck";

/**
 * The custom domain (plans with custom_domain): availability (POST /api/validate_domain), the DNS
 * check (POST /api/validate_dns) and a request to the platform to connect it (POST /api/domain/request).
 */
export const DomainField = ({ website, enabled }: { website: WebsiteDetail; enabled: boolean }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const domain = ((useWatch({ name: "domain" }) as string | null | undefined) ?? "").trim();
  const { check, pending, result, clear } = useCheck();
  useEffect(clear, [domain, clear]);

  if (!enabled) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate("app.storeSettings.general.domain_locked")}
      </Alert>
    );
  }

  const body = { website_id: website.id, domain };
  const available = () =>
    check(async () => {
      const answer = await dataProvider.validateStoreDomain(body);
      return { ok: true, text: translate("app.storeSettings.general.link_available", { _: answer.message }) };
    }, "domain");
  const dns = () =>
    check(async () => {
      const answer = await dataProvider.validateStoreDns(body);
      return { ok: answer.valid, text: answer.message };
    }, "domain");
  const request = () =>
    check(async () => {
      await dataProvider.requestStoreDomain(body);
      notify("app.storeSettings.general.domain_requested", { type: "success" });
      return { ok: true, text: translate("app.storeSettings.general.domain_requested") };
    }, "domain");

  return (
    <>
      <TextInput
        source="domain"
        label="app.storeSettings.fields.domain"
        helperText="app.storeSettings.general.domain_hint"
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={pending || !domain}
          onClick={() => void available()}
        >
          {translate("app.storeSettings.general.check_domain")}
        </Button>
        <Button size="small" variant="outlined" disabled={pending || !domain} onClick={() => void dns()}>
          {translate("app.storeSettings.general.check_dns")}
        </Button>
        <Button size="small" disabled={pending || !domain} onClick={() => void request()}>
          {translate("app.storeSettings.general.request_domain")}
        </Button>
      </Stack>
      <CheckResultLine result={result} />
    </>
  );
};
