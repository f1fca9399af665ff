import {
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { readFailure, useServerText } from "../../ui/useServerText";
import { SaveCancelActions } from "../../ui/SaveCancelActions";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { type CategoryNode, type CategoryScope } from "../../domain/contracts/categories";
import { flatten, subtreeIds } from "./treeOps";
import { CATEGORY_TEXT_MAX, useCategoryForm, type CategoryFormValues } from "./useCategoryForm";
import { useAppDataProvider } from "../../providers/dataProvider";

export interface CategoryDialogProps {
  open: boolean;
  scope: CategoryScope;
  tree: readonly CategoryNode[];
  /** null: a new category (no id means new, an id means edit). */
  category: CategoryNode | null;
  defaultParent?: number | null;
  onClose: () => void;
  onSaved: (category: CategoryNode) => void;
}

type InstantState = "idle" | "saving" | "saved" | "unsaved";

const counter = (value: string) => `${value.length}/${CATEGORY_TEXT_MAX}`;

/**
 * New or edit category. Save shows "Completed successfully", or "Fields are invalid" with each
 * server error at its field. Instant save (edits only) saves 700 ms after the last change and,
 * as the spec says, shows no field errors.
 */
export const CategoryDialog = ({
  open,
  scope,
  tree,
  category,
  defaultParent = null,
  onClose,
  onSaved,
}: CategoryDialogProps) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const form = useCategoryForm(category, open, defaultParent);
  const [saving, setSaving] = useState(false);
  const [instant, setInstant] = useState(false);
  const [instantState, setInstantState] = useState<InstantState>("idle");
  const blocked = category ? subtreeIds(tree, category.id) : new Set<number>();
  const parents = flatten(tree).filter((f) => !blocked.has(f.node.id));

  const save = (values: CategoryFormValues) =>
    category ? dataProvider.updateCategory(category.id, values) : dataProvider.createCategory(scope, values);

  const submit = async () => {
    setSaving(true);
    try {
      const result = await save(form.values);
      notify("app.catalogue.categories.saved", { type: "success" });
      onSaved(result.category);
      onClose();
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      form.setErrors(fieldErrors);
      // Refusals without field errors (no right, store gone) say what the server said.
      if (Object.keys(fieldErrors).length > 0) notify("app.catalogue.categories.invalid", { type: "error" });
      else notify(serverText(message), { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  const debounced = useDebouncedValue(form.values);
  const lastSaved = useRef<string>("");
  // The parent's callback may change identity every render; that alone must not save again.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  useEffect(() => {
    if (!open || !instant || !category || debounced.name.trim() === "") return;
    const snapshot = JSON.stringify(debounced);
    if (snapshot === lastSaved.current) return;
    lastSaved.current = snapshot;
    setInstantState("saving");
    dataProvider.updateCategory(category.id, debounced).then(
      (result) => {
        setInstantState("saved");
        onSavedRef.current(result.category);
      },
      () => setInstantState("unsaved"),
    );
  }, [dataProvider, debounced, instant, open, category]);

  useEffect(() => {
    if (!open) {
      setInstant(false);
      setInstantState("idle");
      lastSaved.current = "";
    }
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="category-dialog-title">
      <DialogTitle id="category-dialog-title">
        {translate(category ? "app.catalogue.categories.edit" : "app.catalogue.categories.new")}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate("app.catalogue.categories.name")}
            value={form.values.name}
            onChange={(event) => form.setName(event.target.value)}
            required
            autoFocus
            error={Boolean(form.errors.name)}
            helperText={form.errors.name ?? counter(form.values.name)}
            slotProps={{ htmlInput: { maxLength: CATEGORY_TEXT_MAX } }}
          />
          <TextField
            label={translate("app.catalogue.categories.slug")}
            value={form.values.slug}
            onChange={(event) => form.setSlug(event.target.value)}
            required
            error={Boolean(form.errors.slug)}
            helperText={form.errors.slug ?? counter(form.values.slug)}
            slotProps={{ htmlInput: { maxLength: CATEGORY_TEXT_MAX } }}
          />
          <TextField
            select
            label={translate("app.catalogue.categories.parent")}
            value={form.values.childOf ?? ""}
            onChange={(event) =>
              form.setParent(event.target.value === "" ? null : Number(event.target.value))
            }
            error={Boolean(form.errors.childOf)}
            helperText={form.errors.childOf}
          >
            <MenuItem value="">{translate("app.catalogue.categories.no_parent")}</MenuItem>
            {parents.map(({ node, depth }) => (
              <MenuItem key={node.id} value={node.id} sx={{ pl: 2 + depth * 2 }}>
                {node.name}
              </MenuItem>
            ))}
          </TextField>
          {category && (
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <FormControlLabel
                control={<Switch checked={instant} onChange={(event) => setInstant(event.target.checked)} />}
                label={translate("app.catalogue.categories.instant")}
              />
              {instantState !== "idle" && (
                <Typography variant="caption" color="text.secondary" role="status">
                  {translate(`app.catalogue.categories.instant_${instantState}`)}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <SaveCancelActions onCancel={onClose} onSave={() => void submit()} disabled={saving || instant} />
    </Dialog>
  );
};
