import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNotify, useUpdate, type Identifier, type RaRecord } from "react-admin";
import { useFormContext } from "react-hook-form";
import { ConflictDialog } from "./ConflictDialog";
import { readFailure } from "./useServerText";
import { conflictOf, sameValue, type VersionedRecord } from "./versionConflict";

/** A save of an edit form refused because someone saved the record meanwhile. */
export interface StaleSave {
  /** The record as the screen read it, as its form holds it. */
  read: VersionedRecord;
  /** The record as it is now, as its form holds it. */
  now: VersionedRecord;
  /** The record as it is now, as the screen reads it (with its new version): what a save goes on. */
  current: VersionedRecord;
  /** The fields the user's save sent, without its version. */
  sent: Record<string, unknown>;
  /** Of those, the ones the user changed from the record as read: their own edit. */
  mine: Record<string, unknown>;
}

/** A record as an edit form holds its values, for a form whose values are not the record itself. */
export type FormValuesOf = (record: VersionedRecord) => Record<string, unknown>;

const asIs: FormValuesOf = (record) => record;

/**
 * The stale save a failed save of an edit form is (give it the mutation's error, the data it sent
 * and the record it read), or null for any other failure. A form whose values are shaped otherwise
 * than the record gives its mapping (`toValues`): the user's edit is compared in the form's shape.
 */
export function staleSave(
  error: unknown,
  sent: unknown,
  read: unknown,
  toValues: FormValuesOf = asIs,
): StaleSave | null {
  const current = conflictOf(error);
  if (!current || !sent || typeof sent !== "object" || !read || typeof read !== "object") return null;
  const { version: _version, ...fields } = sent as Record<string, unknown>;
  const readFields = toValues({ ...read });
  const now = toValues(current);
  const mine = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => !sameValue(value, readFields[key])),
  );
  return { read: readFields, now, current, sent: fields, mine };
}

/**
 * An edit screen's stale save (`toValues` as for staleSave): `onError` for its mutation keeps a
 * refused stale save for the dialog, and says any other failure as react-admin's own edit does (the server's message, unless
 * its field errors already show at the fields).
 */
export function useStaleSave(toValues: FormValuesOf = asIs) {
  const notify = useNotify();
  const [stale, setStale] = useState<StaleSave | null>(null);
  const onError = (error: unknown, variables: { data?: unknown; previousData?: unknown }) => {
    const conflict = staleSave(error, variables.data, variables.previousData, toValues);
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
  /** The form's values of a record, when they are not the record itself (as given to staleSave). */
  toValues?: FormValuesOf;
  /** Labels of the form's fields, by name, where the revisions' labels do not name them. */
  labels?: Record<string, string>;
}

/**
 * The conflict dialog of a react-admin edit form, rendered inside the form (its toolbar):
 * "Reload their version" shows the record as it is now and drops the user's edits; "Apply my
 * changes on top" saves the user's fields again with the new version. A save overtaken once more
 * compares with that newer version.
 */
export function StaleSaveDialog({
  resource,
  id,
  meta,
  stale,
  onChange,
  onSaved,
  toValues = asIs,
  labels,
}: StaleSaveDialogProps) {
  const { reset } = useFormContext();
  const client = useQueryClient();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!stale) return null;

  /** The form and the cached record show this record, with nothing left unsaved. */
  const show = (record: VersionedRecord) => {
    client.setQueryData([resource, "getOne", { id: String(id), meta }], record);
    reset(toValues(record));
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
      { id, data, previousData: stale.current, meta },
      {
        mutationMode: "pessimistic",
        onSuccess: (saved) => {
          show(saved);
          onSaved(saved, data);
        },
        onError: (error) => {
          // Overtaken again: the user's edits stay theirs, compared with the newer version.
          const again = conflictOf(error);
          if (again) onChange({ ...stale, read: stale.now, now: toValues(again), current: again });
          else notify("app.server.somethingWrong", { type: "error" });
        },
      },
    );

  return (
    <ConflictDialog
      read={stale.read}
      now={stale.now}
      mine={stale.mine}
      labels={labels}
      busy={isPending}
      onReload={() => show(stale.current)}
      onApply={() => void apply()}
      onClose={() => onChange(null)}
    />
  );
}
