import { useState } from "react";
import { useNotify, useUpdate } from "react-admin";
import { readFailure } from "../../../ui/useServerText";
import { conflictOf, sameValue } from "../../../ui/versionConflict";
import type { ConflictDialogProps } from "../../../ui/ConflictDialog";
import { editorDto } from "../../../domain/contracts/product-editor";
import type { EditorProduct, FieldErrors } from "./types";

/** A product's fields by name, for comparing them one by one. */
const fieldsOf = (product: EditorProduct): Record<string, unknown> => ({ ...product });

/** The fields of a save that differ from the product as read: the user's own edit. */
function changedFields(body: Record<string, unknown>, product: EditorProduct): Record<string, unknown> {
  const read = fieldsOf(product);
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !sameValue(value, read[key])));
}

/**
 * Saves the editor's checked body through the Product resource's update (the editor's save
 * call), with the version the editor read, so the record read again is the saved one. A refused
 * field's message goes back to the form to show at the field. A product someone else saved
 * meanwhile opens the conflict dialog: reload their version, or apply the user's changed fields on
 * top of it (saved again with the new version).
 */
export function useSaveProduct(product: EditorProduct | null, onSaved: (p: EditorProduct) => void) {
  const [update] = useUpdate<EditorProduct>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<{ now: EditorProduct; mine: Record<string, unknown> } | null>(null);

  const send = async (data: Record<string, unknown>, version: number): Promise<FieldErrors | undefined> => {
    if (!product) return undefined;
    setSaving(true);
    try {
      const saved = await update(
        "Product",
        { id: product.id, data: { ...data, version }, previousData: product, meta: { editor: true } },
        { mutationMode: "pessimistic", returnPromise: true },
      );
      setStale(null);
      // With returnPromise the saved record is always there; react-admin types it optional.
      if (saved) onSaved(saved);
      notify("app.productEditor.saved", { type: "success" });
      return undefined;
    } catch (error) {
      // The record as it is now comes in the editor read's own shape; anything else is a plain failure.
      const now = editorDto.safeParse(conflictOf(error));
      if (now.success) {
        setStale({ now: now.data, mine: changedFields(data, product) });
        return undefined;
      }
      const { message, fieldErrors } = readFailure(error);
      notify(message ?? "app.productEditor.save_failed", { type: "error" });
      return fieldErrors;
    } finally {
      setSaving(false);
    }
  };

  const save = (body: Record<string, unknown>) =>
    product ? send(body, stale?.now.version ?? product.version) : Promise.resolve(undefined);

  const conflict: ConflictDialogProps | null =
    stale && product
      ? {
          read: fieldsOf(product),
          now: fieldsOf(stale.now),
          mine: stale.mine,
          busy: saving,
          onReload: () => {
            onSaved(stale.now);
            setStale(null);
          },
          onApply: () => void send(stale.mine, stale.now.version),
          onClose: () => setStale(null),
        }
      : null;
  return { save, saving, conflict };
}
