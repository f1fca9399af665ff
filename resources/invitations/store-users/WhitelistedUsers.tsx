import { useState } from "react";
import { Box, IconButton, TextField, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import { zodResolver } from "@hookform/resolvers/zod";
import { DataTable, Pagination, ReferenceManyField, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { whitelistedEmailSchema } from "../../../domain/stores";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { usePhone } from "../../../ui/usePhone";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { AddRowForm, AddRowTextInput, type AddOutcome } from "../../../ui/AddRowForm";
import { useServerTextResolver } from "../../../ui/useServerTextResolver";
import type { WhitelistedUser } from "../types";
import { EmptyList, ListLoadFailed } from "./ListState";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useWhitelistChanged, type WhitelistChange } from "./useWhitelist";

type UserForm = z.input<typeof whitelistedEmailSchema>;
const EMPTY: UserForm = { email: "", name: "" };
/** The user as the server reads it (address trimmed and lower case, an empty name as none) is the one sent. */
const byUser = zodResolver(whitelistedEmailSchema);

/** Where the server's refusal of the new user is said: the name's at the name, the rest at the address. */
const refusalOf = (outcome: { message: string; fields: Record<string, string> }): Record<string, string> => {
  const [path, text] = Object.entries(outcome.fields)[0] ?? ["", outcome.message];
  return path.endsWith(".name") ? { name: text } : { email: text };
};

/** Single users allowed into the store: added only if not already present, removed one by one. */
export const WhitelistedUsers = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useWhitelistChanged(websiteId);
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search, 700);
  const resolver = useServerTextResolver(byUser);
  const [pending, setPending] = useState(false);
  // A phone has no room for three columns: the name goes under the address, the remove button stays in view.
  const phone = usePhone();

  const change = async (body: WhitelistChange) => {
    setPending(true);
    const outcome = await call(() => dataProvider.changeStoreWhitelist(websiteId, body));
    setPending(false);
    if (outcome.ok) await changed();
    return outcome;
  };

  const add = async (values: FieldValues): Promise<AddOutcome> => {
    // The resolver has passed these values; parsing again gives them their type.
    const checked = whitelistedEmailSchema.safeParse(values);
    if (!checked.success) return undefined;
    const outcome = await change({ whitelisted_emails: [checked.data] });
    if (!outcome.ok) return refusalOf(outcome);
    return undefined;
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
      <AddRowForm
        empty={EMPTY}
        resolver={resolver}
        onAdd={add}
        submitLabel="app.team.whitelist.add_user"
        disabled={pending}
        spaced
      >
        <AddRowTextInput source="email" type="email" label="app.team.invitations.email" disabled={pending} />
        <AddRowTextInput source="name" label="app.team.whitelist.name" disabled={pending} />
      </AddRowForm>
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
          <DataTable.Col
            label="app.team.invitations.email"
            source="email"
            disableSort
            sx={{ wordBreak: "break-word" }}
            render={(user) =>
              phone ? (
                <>
                  {user.email}
                  <Typography variant="body2" color="text.secondary">
                    {user.name ?? ""}
                  </Typography>
                </>
              ) : (
                user.email
              )
            }
          />
          {phone ? null : (
            <DataTable.Col label="app.team.whitelist.name" disableSort render={(user) => user.name ?? ""} />
          )}
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
