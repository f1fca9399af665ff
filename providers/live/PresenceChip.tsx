import { useEffect, useState } from "react";
import { Chip } from "@mui/material";
import PeopleIcon from "@mui/icons-material/People";
import { useRecordContext, useTranslate } from "react-admin";
import { useAppDataProvider } from "../dataProvider";
import { useLive } from "./LiveStream";
import { useHeldRecord } from "./useHeldRecord";
import { PRESENCE_HEARTBEAT_MS, type PresenceEntity, type PresentUser } from "../../domain/contracts/live";

/** This tab, so two tabs of one user open and leave a record on their own. */
const TAB = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : String(Math.random()).slice(2);

/**
 * On a record's edit screen: tells the others this user has it open (again every 15 s, and that
 * they left when the screen closes), shows "Also open by: …" while someone else has it open, and
 * says (without stopping the user) when someone else saved it.
 */
export const PresenceChip = ({ entity, id }: { entity: PresenceEntity; id: number | string | undefined }) => {
  const dataProvider = useAppDataProvider();
  const live = useLive();
  const translate = useTranslate();
  const [users, setUsers] = useState<PresentUser[]>([]);
  const recordId = Number(id);
  useHeldRecord(entity, id);

  useEffect(() => {
    if (!Number.isInteger(recordId) || recordId <= 0) return;
    let gone = false;
    const stopListening = live.listen({
      presence: (notice) => {
        if (notice.entity === entity && notice.id === recordId) setUsers(notice.users);
      },
    });
    const announce = () =>
      dataProvider
        .announcePresence(entity, recordId, TAB)
        .then((answer) => {
          if (!gone) setUsers(answer.users);
        })
        .catch(() => undefined);
    void announce();
    const timer = setInterval(() => void announce(), PRESENCE_HEARTBEAT_MS);
    const leave = () => void dataProvider.leavePresence(entity, recordId, TAB).catch(() => undefined);
    // A closed or reloaded tab unmounts nothing: it says it left as the page goes.
    window.addEventListener("pagehide", leave);
    return () => {
      gone = true;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      stopListening();
      leave();
    };
  }, [live, dataProvider, entity, recordId]);

  if (users.length === 0) return null;
  return (
    <Chip
      icon={<PeopleIcon />}
      color="info"
      variant="outlined"
      size="small"
      role="status"
      label={translate("app.live.also_open", { names: users.map((user) => user.name).join(", ") })}
      sx={{ maxWidth: "100%", "& .MuiChip-label": { overflow: "hidden", textOverflow: "ellipsis" } }}
    />
  );
};

/** The presence chip of a react-admin edit's record, once it loaded (one out of reach announces nothing). */
export const EditPresence = ({ entity }: { entity: PresenceEntity }) => {
  const record = useRecordContext();
  return <PresenceChip entity={entity} id={record?.id} />;
};
