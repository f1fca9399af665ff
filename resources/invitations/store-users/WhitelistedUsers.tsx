import { useState } from "react";
import { Box, Button, IconButton, Stack, TextField, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import { DataTable, Pagination, ReferenceManyField, useTranslate } from "react-admin";
import { email as emailRule } from "../../../domain/validation";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { useServerText } from "../../../ui/useServerText";
import type { WhitelistedUser } from "../types";
import { EmptyList, ListLoadFailed } from "./ListState";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useWhitelistChanged, type WhitelistChange } from "./useWhitelist";

/** Single users allowed into the store: added only if not already present, removed one by one. */
export const WhitelistedUsers = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useWhitelistChanged(websiteId);
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search, 700);
  const [address, setAddress] = useState("");
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const change = async (body: WhitelistChange) => {
    setPending(true);
    const outcome = await call(() => dataProvider.changeStoreWhitelist(websiteId, body));
    setPending(false);
    if (outcome.ok) await changed();
    return outcome;
  };

  const add = async () => {
    const checked = emailRule.safeParse(address);
    if (!checked.success) {
      setFieldError(serverText(checked.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    const outcome = await change({
      whitelisted_emails: [{ email: checked.data, name: name.trim() || null }],
    });
    if (outcome.ok) {
      setAddress("");
      setName("");
    } else setFieldError(Object.values(outcome.fields)[0] ?? outcome.message);
  };

  const remove = (email: string) =>
    confirm({ content: "app.team.whitelist.remove_confirm", translateOptions: { email } }).then(
      () => change({ remove_whitelisted_emails: [email] }),
      ignoreCanceled,
    );

  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate("app.team.whitelist.users")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2, alignItems: "flex-start" }}>
        <TextField
          size="small"
          type="email"
          label={translate("app.team.invitations.email")}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          disabled={pending}
        />
        <TextField
          size="small"
          label={translate("app.team.whitelist.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={pending}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={pending}>
          {translate("app.team.whitelist.add_user")}
        </Button>
      </Stack>
      <TextField
        size="small"
        type="search"
        label={translate("app.team.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1 }}
      />
      <ReferenceManyField<{ id: number }, WhitelistedUser>
        record={{ id: websiteId }}
        reference="StoreWhitelistedUser"
        target="website_id"
        filter={term.trim() ? { q: term.trim() } : {}}
        perPage={50}
        pagination={<Pagination rowsPerPageOptions={[50]} />}
      >
        <ListLoadFailed />
        <DataTable<WhitelistedUser>
          empty={<EmptyList text="app.team.whitelist.no_users" />}
          bulkActionButtons={false}
          rowClick={false}
          size="small"
        >
          <DataTable.Col label="app.team.invitations.email" source="email" disableSort />
          <DataTable.Col label="app.team.whitelist.name" disableSort render={(user) => user.name ?? ""} />
          <DataTable.Col
            label="app.team.actions"
            align="right"
            disableSort
            render={(user) => (
              <IconButton
                color="error"
                aria-label={translate("app.team.whitelist.remove_named", { email: user.email })}
                onClick={() => void remove(user.email)}
                disabled={pending}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
