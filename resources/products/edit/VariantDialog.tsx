import { useEffect, useRef, useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { VARIANT_ERROR_MS, type AttributeType } from "../../../domain/variants";
import { readFailure } from "../../../ui/useServerText";
import { AttributeRows, type AttributeRow } from "./AttributeRows";
import { useEditor } from "./EditorContext";
import type { EditorVariant } from "./types";
import { checkVariant, REQUIRED, VARIANT_ERROR_KEY } from "./variantDialogState";
import { useAppDataProvider } from "../../../providers/dataProvider";

const isType = (t: string): t is AttributeType => t === "text" || t === "color" || t === "boolean";

/** Variant dialog: add or edit, grouped mode for colours x sizes, custom attributes. */
export const VariantDialog = ({
  variant,
  onClose,
}: {
  variant: EditorVariant | null;
  onClose: () => void;
}) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { product, replace } = useEditor();
  const [grouped, setGrouped] = useState(false);
  const [colors, setColors] = useState<string[]>(variant ? [variant.color] : []);
  const [sizes, setSizes] = useState<string[]>(variant ? [variant.size] : []);
  const [attributes, setAttributes] = useState<AttributeRow[]>(
    (variant?.attributes ?? [])
      .filter((a) => a.custom && isType(a.type))
      .map((a) => ({ name: a.name, type: a.type as AttributeType, value: a.value })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  // Errors clear after 5 s; the first invalid field is scrolled into view.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    body.current
      ?.querySelector('[aria-invalid="true"], [role="alert"]')
      ?.scrollIntoView?.({ block: "center" });
    const timer = setTimeout(() => setErrors({}), VARIANT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [errors]);

  const colorOptions = product.supplier?.colors.map((c) => c.name) ?? product.colors;
  const sizeOptions = product.supplier?.sizes ?? product.sizes;
  const text = (e: string | undefined) => {
    if (e === undefined) return undefined;
    const key = VARIANT_ERROR_KEY[e] ?? (e === REQUIRED ? "app.productEditor.dialog.required" : undefined);
    return key ? translate(key, { _: e }) : e;
  };

  const submit = async () => {
    const found = checkVariant(product, { grouped, colors, sizes, attributes });
    if (Object.keys(found).length > 0) return setErrors(found);
    setPending(true);
    try {
      const res = await dataProvider.saveProductVariant(product.id, {
        variant_id: variant?.id,
        grouped,
        colors,
        sizes,
        attributes: attributes.map((a) => ({ ...a, custom: true })),
      });
      replace({ ...product, variants: res.variants });
      notify("app.productEditor.saved", { type: "success" });
      onClose();
    } catch (error) {
      const failure = readFailure(error);
      setErrors({
        variant: failure.message ?? translate("app.productEditor.save_failed"),
        ...failure.fieldErrors,
      });
    } finally {
      setPending(false);
    }
  };

  const many = (value: string | string[]) => (typeof value === "string" ? value.split(",") : value);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(variant ? "app.productEditor.dialog.edit_title" : "app.productEditor.dialog.add_title")}
      </DialogTitle>
      <DialogContent ref={body}>
        <Stack spacing={2} pt={1}>
          {variant ? null : (
            <FormControlLabel
              control={<Switch checked={grouped} onChange={(e) => setGrouped(e.target.checked)} />}
              label={translate("app.productEditor.dialog.grouped")}
            />
          )}
          <TextField
            select
            label={translate(
              grouped ? "app.productEditor.dialog.colors" : "app.productEditor.variants.color",
            )}
            value={grouped ? colors : (colors[0] ?? "")}
            onChange={(e) => setColors(grouped ? many(e.target.value) : [e.target.value])}
            error={Boolean(errors.colors)}
            helperText={text(errors.colors)}
            slotProps={{ select: { multiple: grouped } }}
          >
            {colorOptions.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate(grouped ? "app.productEditor.dialog.sizes" : "app.productEditor.variants.size")}
            value={grouped ? sizes : (sizes[0] ?? "")}
            onChange={(e) => setSizes(grouped ? many(e.target.value) : [e.target.value])}
            error={Boolean(errors.sizes)}
            helperText={text(errors.sizes)}
            slotProps={{ select: { multiple: grouped } }}
          >
            {sizeOptions.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2">{translate("app.productEditor.dialog.attributes")}</Typography>
          <AttributeRows
            rows={attributes}
            onChange={setAttributes}
            errors={Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, text(v) ?? v]))}
          />
          {errors.variant ? <Alert severity="error">{text(errors.variant)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.productEditor.cancel")}</Button>
        <Button variant="contained" disabled={pending} onClick={() => void submit()}>
          {translate("app.productEditor.dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
