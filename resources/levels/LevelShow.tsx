import { Box } from "@mui/material";
import { Loading, Show, useRecordContext, useTranslate } from "react-admin";
import type { Level } from "../invitations/types";
import { LoadFailed } from "../invitations/store-users/ListState";
import { LevelCard } from "./LevelCard";
import { useLevels } from "./useLevels";

/** The level with its users, as the store's levels call answers it (BREAD's row has no users). */
const LevelUsers = () => {
  const record = useRecordContext<Level>();
  const { data, isPending, isError } = useLevels(record?.website_id ?? 0);
  if (!record || isPending) return <Loading />;
  const level = data?.find((l) => l.id === record.id);
  if (isError || !level) return <LoadFailed />;
  return <LevelCard websiteId={record.website_id} level={level} />;
};

/** /Level/:id: the level's users, adding one, inviting them all with a role and permissions, deleting it. */
const LevelShow = () => {
  const translate = useTranslate();
  return (
    <Show resource="Level" title={translate("app.team.levels.title")} actions={false}>
      <Box sx={{ p: 2 }}>
        <LevelUsers />
      </Box>
    </Show>
  );
};

export default LevelShow;
