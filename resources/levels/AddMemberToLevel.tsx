import { useState } from "react";
import { Button, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Level } from "../invitations/types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useLevelsChanged } from "./useLevels";
import { useTeam } from "../invitations/store-users/useTeam";

/** Puts one of the store's members into the level (members already in it are not offered). */
export const AddMemberToLevel = ({ websiteId, level }: { websiteId: number; level: Level }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useLevelsChanged(websiteId);
  const { data } = useTeam(websiteId);
  const [userId, setUserId] = useState<number | "">("");
  const [pending, setPending] = useState(false);
  const inLevel = new Set(level.users.map((u) => u.id));
  const candidates = (data?.user_permissions ?? []).filter((m) => !inLevel.has(m.user_id));
  if (candidates.length === 0) return null;

  const add = async () => {
    if (userId === "") return;
    setPending(true);
    const outcome = await call(() => dataProvider.addStoreLevelUsers(level.id, [userId]), {
      success: () => "app.team.levels.user_added",
    });
    setPending(false);
    if (outcome.ok) {
      const { added: _added, ...updated } = outcome.result;
      changed({ put: updated });
      setUserId("");
    }
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1, alignItems: "flex-start" }}>
      <TextField
        select
        size="small"
        label={translate("app.team.levels.member")}
        value={userId}
        onChange={(event) => setUserId(Number(event.target.value))}
        disabled={pending}
        sx={{ minWidth: 220 }}
      >
        {candidates.map((m) => (
          <MenuItem key={m.user_id} value={m.user_id}>
            {`${m.name} (${m.email})`}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => void add()} disabled={pending || userId === ""}>
        {translate("app.team.levels.add_member")}
      </Button>
    </Stack>
  );
};
