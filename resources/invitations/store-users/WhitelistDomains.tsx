import { useState } from "react";
import { Box, Button, Chip, Stack, TextField, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { EmptyList, ListSkeleton, LoadFailed } from "./ListState";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useWhitelistChanged, useWhitelistDomains, type WhitelistChange } from "./useWhitelist";

/** Email domains whose users may join the store (the spec's whitelist_emails), saved as a list. */
export const WhitelistDomains = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useWhitelistChanged(websiteId);
  const { data, isPending, isError } = useWhitelistDomains(websiteId);
  const [domain, setDomain] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const save = async (next: string[]) => {
    setPending(true);
    const body: WhitelistChange = { whitelist_emails: next };
    const outcome = await call(() => dataProvider.changeStoreWhitelist(websiteId, body));
    setPending(false);
    if (outcome.ok) {
      setDomain("");
      setFieldError(undefined);
      await changed();
    } else {
      // The list's errors come back as whitelist_emails.<index>; the new domain is the last one.
      setFieldError(Object.values(outcome.fields)[0] ?? outcome.message);
    }
  };

  const add = () => {
    if (!domain.trim()) {
      setFieldError(translate("app.server.required"));
      return;
    }
    void save([...(data ?? []), domain.trim()]);
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate("app.team.whitelist.domains")}
      </Typography>
      {isPending ? (
        <ListSkeleton rows={1} />
      ) : isError ? (
        <LoadFailed />
      ) : data.length === 0 ? (
        <EmptyList text="app.team.whitelist.no_domains" />
      ) : (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2 }}>
          {data.map((d) => (
            <Chip
              key={d}
              label={d}
              disabled={pending}
              onDelete={() => void save(data.filter((x) => x !== d))}
            />
          ))}
        </Box>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          label={translate("app.team.whitelist.domain")}
          placeholder="example.com"
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          disabled={pending || isPending}
        />
        <Button variant="outlined" onClick={add} disabled={pending || isPending}>
          {translate("app.team.whitelist.add_domain")}
        </Button>
      </Stack>
    </Box>
  );
};
