import { useCallback, useEffect, useMemo } from "react";
import { Box, Button, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { useFormContext, useWatch, type FieldErrors as FormErrors } from "react-hook-form";
import { Link } from "react-router-dom";
import { CategoriesCard } from "./CategoriesCard";
import { ColorsCard } from "./ColorsCard";
import { CustomCostCard } from "./CustomCostCard";
import { DetailsCard } from "./DetailsCard";
import { EditorContext, type EditorState } from "./EditorContext";
import { EditorHeader } from "./EditorHeader";
import { LinksCard } from "./LinksCard";
import { PricingCard } from "./PricingCard";
import { PublishCard } from "./PublishCard";
import type { EditorDraft, EditorProduct, FieldErrors } from "./types";
import { RecordTimeline } from "../../../ui/activity/RecordTimeline";
import { VariantTable } from "./VariantTable";

/** The form's errors by dotted path (`price`, `custom.cost`, `bulk_tiers.0.price`), as the cards read them. */
function flatErrors(errors: FormErrors, prefix = "", into: FieldErrors = {}): FieldErrors {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = `${prefix}${key}`;
    if ("message" in value && typeof value.message === "string") into[path] = value.message;
    else flatErrors(value as FormErrors, `${path}.`, into);
  }
  return into;
}

/** The editor's cards over react-admin's form: each card reads the form's values and errors. */
export const EditorFields = ({
  product,
  isAdmin,
  replace,
  saving,
}: {
  product: EditorProduct;
  isAdmin: boolean;
  replace: (product: EditorProduct) => void;
  saving: boolean;
}) => {
  const translate = useTranslate();
  const { control, setValue, clearErrors, formState } = useFormContext<EditorDraft>();
  const draft = useWatch({ control }) as EditorDraft;
  const errors = flatErrors(formState.errors);
  const errorKeys = JSON.stringify(errors);
  // A server error is about the value it refused: a new value takes it away, so a corrected
  // price no longer shows "below the minimum" until the next save.
  const set = useCallback<EditorState["set"]>(
    (key, value) => {
      setValue(key, value as never, { shouldDirty: true });
      clearErrors(key);
    },
    [setValue, clearErrors],
  );
  // A publish window the server refused loses its start; the field keeps the server's message.
  const startRefused = formState.errors.published_from?.type === "server";
  useEffect(() => {
    if (startRefused) setValue("published_from", null);
  }, [startRefused, setValue]);
  const state = useMemo<EditorState>(
    () => ({ product, draft, errors: JSON.parse(errorKeys) as FieldErrors, isAdmin, replace, set }),
    [product, draft, errorKeys, isAdmin, replace, set],
  );

  return (
    <EditorContext.Provider value={state}>
      <Box p={{ xs: 1, md: 2 }}>
        <EditorHeader />
        <Stack direction={{ xs: "column", lg: "row" }} spacing={2} alignItems="flex-start">
          <Stack spacing={2} flex={2} width="100%" minWidth={0}>
            <DetailsCard />
            <ColorsCard />
            {isAdmin ? <VariantTable /> : null}
            {product.is_custom ? <CustomCostCard /> : null}
            <LinksCard />
          </Stack>
          <Stack spacing={2} flex={1} width="100%" minWidth={0}>
            <PricingCard />
            <PublishCard />
            <CategoriesCard />
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} mt={2} justifyContent="flex-end">
          <Button component={Link} to="/Product">
            {translate("app.productEditor.back")}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate("app.productEditor.save")}
          </Button>
        </Stack>
        <RecordTimeline entity="Product" id={product.id} />
      </Box>
    </EditorContext.Provider>
  );
};
