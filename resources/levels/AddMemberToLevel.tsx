import { useState } from "react";
import { Stack } from "@mui/material";
import { Form, SelectInput, useTranslate } from "react-admin";
import { useWatch, type FieldValues } from "react-hook-form";
import { NestedSubmitButton } from "../../ui/NestedSubmitButton";
import type { Level } from "../invitations/types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useLevelsChanged } from "./useLevels";
import { useTeam } from "../invitations/store-users/useTeam";

type MemberForm = { user_id: number | "" };
const NONE: MemberForm = { user_id: "" };

/** Puts one of the store's members into the level (members already in it are not offered). */
export const AddMemberToLevel = ({ websiteId, level }: { websiteId: number; level: Level }) => {
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useLevelsChanged(websiteId);
  const { data } = useTeam(websiteId);
  // Each success starts a new form with no member chosen.
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);
  const inLevel = new Set(level.users.map((u) => u.id));
  const candidates = (data?.user_permissions ?? []).filter((m) => !inLevel.has(m.user_id));
  if (candidates.length === 0) return null;

  // Called once the form has handed its values over: the field disabled from here on is not left out of them.
  const add = async (values: FieldValues) => {
    const userId: unknown = values.user_id;
    if (typeof userId !== "number") return undefined;
    setPending(true);
    const outcome = await call(() => dataProvider.addStoreLevelUsers(level.id, [userId]), {
      success: () => "app.team.levels.user_added",
    });
    setPending(false);
    if (outcome.ok) {
      const { added: _added, ...updated } = outcome.result;
      changed({ put: updated });
      setRound((n) => n + 1);
    }
    return undefined;
  };

  return (
    <Form<MemberForm> key={round} record={NONE} onSubmit={add} noValidate disableInvalidFormNotification>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1, alignItems: "flex-start" }}>
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
        <AddButton pending={pending} add={add} />
      </Stack>
    </Form>
  );
};

/**
 * Off while the call runs, or while no member is chosen. The form stands inside the store settings'
 * own form (Options tab), where a click's submit never reaches it: the button runs the save itself.
 */
const AddButton = ({
  pending,
  add,
}: {
  pending: boolean;
  add: (values: FieldValues) => Promise<undefined>;
}) => {
  const translate = useTranslate();
  const userId = useWatch<MemberForm, "user_id">({ name: "user_id" });
  return (
    <NestedSubmitButton variant="outlined" disabled={pending || userId === "" || userId === null} save={add}>
      {translate("app.team.levels.add_member")}
    </NestedSubmitButton>
  );
};
