import { useState } from "react";
import { Box, Button, Card, Chip, Stack, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import SendIcon from "@mui/icons-material/SendOutlined";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { emailOnlySchema } from "../../domain/validation";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { AddRowForm, AddRowTextInput, type AddOutcome } from "../../ui/AddRowForm";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { AddMemberToLevel } from "./AddMemberToLevel";
import { LevelInviteDialog } from "./LevelInviteDialog";
import type { Level } from "../invitations/types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useLevelsChanged } from "./useLevels";

type EmailForm = { email: string };
/** The address as the server reads it (trimmed, lower case) is the one sent. */
const byEmail = zodResolver(emailOnlySchema);
const EMPTY: EmailForm = { email: "" };

/** One access level: its users, adding one by email, inviting them all, deleting the level. */
export const LevelCard = ({ websiteId, level }: { websiteId: number; level: Level }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useLevelsChanged(websiteId);
  const resolver = useServerTextResolver(byEmail);
  const [pending, setPending] = useState(false);
  const [inviting, setInviting] = useState(false);

  const addUser = async (values: FieldValues): Promise<AddOutcome> => {
    // The resolver has passed these values; parsing again gives them their type.
    const checked = emailOnlySchema.safeParse(values);
    if (!checked.success) return undefined;
    setPending(true);
    const outcome = await call(() => dataProvider.addStoreLevelEmail(level.id, checked.data.email), {
      success: (result) => (result.added > 0 ? "app.team.levels.user_added" : "app.team.levels.user_present"),
    });
    setPending(false);
    if (!outcome.ok) return { email: outcome.fields.email ?? outcome.message };
    const { added: _added, ...updated } = outcome.result;
    changed({ put: updated });
    return undefined;
  };

  const remove = () =>
    confirm({ content: "app.team.levels.delete_confirm", translateOptions: { name: level.name } }).then(
      async () => {
        setPending(true);
        const outcome = await call(() => dataProvider.deleteStoreLevel(level.id));
        setPending(false);
        if (outcome.ok) changed({ removeId: level.id });
      },
      ignoreCanceled,
    );

  return (
    <Card variant="outlined" component="article" aria-label={level.name} sx={{ p: 2, mb: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography fontWeight={600} sx={{ flex: 1 }}>
          {level.name}
        </Typography>
        <Chip
          size="small"
          label={translate("app.team.levels.users_count", { smart_count: level.users_count })}
        />
        <Button
          size="small"
          startIcon={<SendIcon />}
          onClick={() => setInviting(true)}
          disabled={pending || level.users_count === 0}
        >
          {translate("app.team.levels.invite")}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => void remove()}
          disabled={pending}
        >
          {translate("app.team.levels.delete")}
        </Button>
      </Stack>
      {level.users.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("app.team.levels.no_users")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 2 }}>
          {level.users.map((user) => (
            <li key={user.id}>
              <Typography variant="body2">
                {user.name}{" "}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({user.email})
                </Typography>
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <AddRowForm
        empty={EMPTY}
        resolver={resolver}
        onAdd={addUser}
        submitLabel="app.team.levels.add_user"
        disabled={pending}
      >
        <AddRowTextInput source="email" type="email" label="app.team.levels.user_email" disabled={pending} />
      </AddRowForm>
      <AddMemberToLevel websiteId={websiteId} level={level} />
      {inviting ? (
        <LevelInviteDialog websiteId={websiteId} level={level} onClose={() => setInviting(false)} />
      ) : null}
    </Card>
  );
};
