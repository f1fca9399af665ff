import { useEffect } from "react";
import { useNotify, useRecordContext, useResourceContext, useTranslate, type Identifier } from "react-admin";
import { useLive } from "./LiveStream";

/**
 * An edit screen's record: a change someone else saves never refetches it under the user's form
 * (react-admin would reset the form to it, dropping what the user typed), and the user is told who
 * saved. Their save, made on the version read, then meets the conflict dialog instead.
 */
export function useHeldRecord(entity: string, id: Identifier | undefined): void {
  const live = useLive();
  const notify = useNotify();
  const translate = useTranslate();
  const recordId = Number(id);

  useEffect(() => {
    if (!Number.isInteger(recordId) || recordId <= 0) return;
    const release = live.holdOpen(entity, recordId);
    const stopListening = live.listen({
      changed: (notice) => {
        if (notice.entity !== entity || notice.id !== recordId) return;
        const name = notice.user_name ?? translate("app.live.someone");
        const fallback = translate("app.live.changed_record", { name });
        notify(translate(`app.live.changed.${entity}`, { name, _: fallback }), { type: "info" });
      },
    });
    return () => {
      stopListening();
      release();
    };
  }, [live, entity, recordId, notify, translate]);
}

/** Rendered inside a react-admin Edit: holds the edited record, as useHeldRecord says. */
export function HeldRecord(): null {
  const resource = useResourceContext();
  const record = useRecordContext();
  useHeldRecord(resource ?? "", record?.id);
  return null;
}
