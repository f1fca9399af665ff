import { useState } from "react";
import { useNotify, useUpdate } from "react-admin";
import { readFailure } from "../../../ui/useServerText";
import type { EditorProduct, FieldErrors } from "./types";

/**
 * Saves the editor's checked body through the Product resource's update (the editor's save
 * call), so the record read again is the saved one. A refused field's message goes back to the
 * form to show at the field.
 */
export function useSaveProduct(product: EditorProduct | null, onSaved: (p: EditorProduct) => void) {
  const [update] = useUpdate<EditorProduct>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const save = async (body: Record<string, unknown>): Promise<FieldErrors | undefined> => {
    if (!product) return undefined;
    setSaving(true);
    try {
      const saved = await update(
        "Product",
        { id: product.id, data: body, previousData: product, meta: { editor: true } },
        { mutationMode: "pessimistic", returnPromise: true },
      );
      // With returnPromise the saved record is always there; react-admin types it optional.
      if (saved) onSaved(saved);
      notify("app.productEditor.saved", { type: "success" });
      return undefined;
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      notify(message ?? "app.productEditor.save_failed", { type: "error" });
      return fieldErrors;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
