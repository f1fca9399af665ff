import { useState } from "react";
import { useNotify } from "react-admin";
import { readFailure } from "../../ui/useServerText";
import { saveBody } from "./draft";
import type { EditorDraft, EditorProduct, FieldErrors } from "./types";
import { useAppDataProvider } from "../../providers/dataProvider";

const WINDOW_FIELD = "published_from";

/**
 * Saves the editor. On a refused publish window the start is cleared; every field
 * error is kept for the field to show.
 */
export function useSaveProduct(
  product: EditorProduct | null,
  draft: EditorDraft | null,
  isAdmin: boolean,
  onSaved: (p: EditorProduct) => void,
  clearStart: () => void,
) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!product || !draft) return;
    setSaving(true);
    try {
      const saved = await dataProvider.saveEditorProduct(product, saveBody(product, draft, isAdmin));
      setErrors({});
      onSaved(saved);
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
