import { useState } from "react";
import { Box } from "@mui/material";
import { SelectInput } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { Level } from "../invitations/types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { AddRowForm, type AddOutcome } from "../../ui/AddRowForm";
import { useApiCall } from "../../ui/useApiCall";
import { useLevelsChanged } from "./useLevels";
import { useTeam } from "../invitations/store-users/useTeam";

const NONE = { user_id: "" };
const chosen = (values: FieldValues) => typeof values.user_id === "number";

/** Puts one of the store's members into the level (members already in it are not offered). */
export const AddMemberToLevel = ({ websiteId, level }: { websiteId: number; level: Level }) => {
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useLevelsChanged(websiteId);
  const { data } = useTeam(websiteId);
  const [pending, setPending] = useState(false);
  const inLevel = new Set(level.users.map((u) => u.id));
  const candidates = (data?.user_permissions ?? []).filter((m) => !inLevel.has(m.user_id));
  if (candidates.length === 0) return null;

  const add = async (values: FieldValues): Promise<AddOutcome> => {
    const userId: unknown = values.user_id;
    if (typeof userId !== "number") return undefined;
    setPending(true);
    const outcome = await call(() => dataProvider.addStoreLevelUsers(level.id, [userId]), {
      success: () => "app.team.levels.user_added",
    });
    setPending(false);
    // A refusal is said by the call's own message; the member stays chosen to try again.
    if (!outcome.ok) return {};
    const { added: _added, ...updated } = outcome.result;
    changed({ put: updated });
    return undefined;
  };

  return (
    <Box sx={{ mt: 1 }}>
      <AddRowForm
        empty={NONE}
        onAdd={add}
        submitLabel="app.team.levels.add_member"
        disabled={pending}
        canAdd={chosen}
      >
        <SelectInput
          source="user_id"
          size="small"
          label="app.team.levels.member"
          choices={candidates.map((m) => ({ id: m.user_id, name: `${m.name} (${m.email})` }))}
          translateChoice={false}
          // Only members are offered: no empty choice to pick.
          isRequired
          helperText={false}
          disabled={pending}
          sx={{ minWidth: 220 }}
        />
      </AddRowForm>
    </Box>
  );
};
