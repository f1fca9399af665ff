import { useState } from "react";
import { useNotify, useUpdate } from "react-admin";
import { readFailure } from "../../../ui/useServerText";
import { saveBody } from "./draft";
import type { EditorDraft, EditorProduct, FieldErrors } from "./types";

const WINDOW_FIELD = "published_from";

/**
 * Saves the editor through the Product resource's update (the editor's save call), so the
 * record read again is the saved one. On a refused publish window the start is cleared; every field
 * error is kept for the field to show.
 */
export function useSaveProduct(
  product: EditorProduct | null,
  draft: EditorDraft | null,
  isAdmin: boolean,
  onSaved: (p: EditorProduct) => void,
  clearStart: () => void,
) {
  const [update] = useUpdate<EditorProduct>();
  const notify = useNotify();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!product || !draft) return;
    setSaving(true);
    try {
      const saved = await update(
        "Product",
        {
          id: product.id,
          data: saveBody(product, draft, isAdmin),
          previousData: product,
          meta: { editor: true },
        },
        { mutationMode: "pessimistic", returnPromise: true },
      );
      setErrors({});
      // With returnPromise the saved record is always there; react-admin types it optional.
      if (saved) onSaved(saved);
      notify("app.productEditor.saved", { type: "success" });
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setErrors(fieldErrors);
      if (fieldErrors[WINDOW_FIELD]) clearStart();
      notify(message ?? "app.productEditor.save_failed", { type: "error" });
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, errors, setErrors };
}
