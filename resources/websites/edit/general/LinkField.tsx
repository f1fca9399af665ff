import { useEffect } from "react";
import { Button, Stack } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { useAppDataProvider } from "../../../../providers/dataProvider";
import { CheckResultLine } from "./CheckResultLine";
import { useCheck } from "./useCheck";

/** The store's address segment with POST /api/validate_domain (syntax and uniqueness). */
export const LinkField = ({ websiteId }: { websiteId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const link = useWatch({ name: "link" }) as string | undefined;
  const { check, pending, result, clear } = useCheck();
  useEffect(clear, [link, clear]);

  const validate = () =>
    check(async () => {
      const answer = await dataProvider.validateStoreDomain({ website_id: websiteId, link: link ?? "" });
      return { ok: true, text: translate("app.storeSettings.general.link_available", { _: answer.message }) };
    }, "link");

  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "flex-start" }}>
        <TextInput
          source="link"
          label="app.storeSettings.fields.link"
          helperText="app.storeSettings.general.link_hint"
        />
        <Button
          variant="outlined"
          onClick={() => void validate()}
          disabled={pending || !link}
          sx={{ mt: { sm: 1 } }}
        >
          {translate("app.storeSettings.general.check_link")}
        </Button>
      </Stack>
      <CheckResultLine result={result} />
    </>
  );
};
