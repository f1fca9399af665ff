import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNotify, useUpdate, type Identifier, type RaRecord } from "react-admin";
import { useFormContext } from "react-hook-form";
import { ConflictDialog } from "./ConflictDialog";
import { readFailure } from "./useServerText";
import { conflictOf, sameValue, type VersionedRecord } from "./versionConflict";

/** A save of an edit form refused because someone saved the record meanwhile. */
export interface StaleSave {
  /** The record as the screen read it. */
  read: VersionedRecord;
  /** The record as it is now, as the screen reads it. */
  now: VersionedRecord;
  /** The fields the user's save sent, without its version. */
  sent: Record<string, unknown>;
  /** Of those, the ones the user changed from the record as read: their own edit. */
  mine: Record<string, unknown>;
}

/**
 * The stale save a failed save of an edit form is (give it the mutation's error, the data it sent
 * and the record it read), or null for any other failure.
 */
export function staleSave(error: unknown, sent: unknown, read: unknown): StaleSave | null {
  const now = conflictOf(error);
  if (!now || !sent || typeof sent !== "object" || !read || typeof read !== "object") return null;
  const { version: _version, ...fields } = sent as Record<string, unknown>;
  const readFields: Record<string, unknown> = { ...read };
  const mine = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => !sameValue(value, readFields[key])),
  );
  return { read: readFields, now, sent: fields, mine };
}

/**
 * An edit screen's stale save: `onError` for its mutation keeps a refused stale save for the
 * dialog, and says any other failure as react-admin's own edit does (the server's message, unless
 * its field errors already show at the fields).
 */
export function useStaleSave() {
  const notify = useNotify();
  const [stale, setStale] = useState<StaleSave | null>(null);
  const onError = (error: unknown, variables: { data?: unknown; previousData?: unknown }) => {
    const conflict = staleSave(error, variables.data, variables.previousData);
    if (conflict) return setStale(conflict);
    // Field errors show at their fields (react-admin's form sets them), so they are not said twice.
    const { message, fieldErrors } = readFailure(error);
    if (Object.keys(fieldErrors).length === 0)
      notify(message ?? "ra.notification.http_error", { type: "error" });
  };
  return { stale, setStale, onError };
}

export interface StaleSaveDialogProps {
  resource: string;
  id: Identifier;
  /** The meta the screen reads and saves the record with (its cache key holds it). */
  meta?: Record<string, unknown>;
  stale: StaleSave | null;
  onChange: (stale: StaleSave | null) => void;
  /** After "Apply my changes on top" saved: the screen's own success (message, redirect), given what it sent. */
  onSaved: (record: RaRecord, sent: Record<string, unknown>) => void;
}

/**
 * The conflict dialog of a react-admin edit form, rendered inside the form (its toolbar):
 * "Reload their version" shows the record as it is now and drops the user's edits; "Apply my
 * changes on top" saves the user's fields again with the new version. A save overtaken once more
 * compares with that newer version.
 */
export function StaleSaveDialog({ resource, id, meta, stale, onChange, onSaved }: StaleSaveDialogProps) {
  const { reset } = useFormContext();
  const client = useQueryClient();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!stale) return null;

  /** The form and the cached record show this record, with nothing left unsaved. */
  const show = (record: VersionedRecord) => {
    client.setQueryData([resource, "getOne", { id: String(id), meta }], record);
    reset(record);
    onChange(null);
  };
  // The same fields as the refused save (a whole-record form sends them all): the user's edits,
  // and the others as they are now.
  const data = Object.fromEntries(
    Object.keys(stale.sent).map((key) => [key, key in stale.mine ? stale.mine[key] : stale.now[key]]),
  );
  const apply = () =>
    update(
      resource,
      { id, data, previousData: stale.now, meta },
      {
        mutationMode: "pessimistic",
        onSuccess: (saved) => {
          show(saved);
          onSaved(saved, data);
        },
        onError: (error) => {
          // Overtaken again: the user's edits stay theirs, compared with the newer version.
          const again = conflictOf(error);
          if (again) onChange({ ...stale, read: stale.now, now: again });
          else notify("app.server.somethingWrong", { type: "error" });
        },
      },
    );

  return (
    <ConflictDialog
      read={stale.read}
      now={stale.now}
      mine={stale.mine}
      busy={isPending}
      onReload={() => show(stale.now)}
      onApply={() => void apply()}
      onClose={() => onChange(null)}
    />
  );
}
