import { useCallback, useMemo, useState } from "react";
import { Alert, Box, Button, Stack } from "@mui/material";
import { Title, useEditContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { isAdminUser } from "../../../providers/access";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { CategoriesCard } from "./CategoriesCard";
import { ColorsCard } from "./ColorsCard";
import { CustomCostCard } from "./CustomCostCard";
import { DetailsCard } from "./DetailsCard";
import { draftFrom } from "./draft";
import { EditorContext, type EditorState } from "./EditorContext";
import { EditorHeader } from "./EditorHeader";
import { EditorSkeleton } from "./EditorSkeleton";
import { LinksCard } from "./LinksCard";
import { PricingCard } from "./PricingCard";
import { PublishCard } from "./PublishCard";
import type { EditorDraft, EditorProduct, FieldErrors } from "./types";
import { useSaveProduct } from "./useSaveProduct";
import { VariantTable } from "./VariantTable";

function withoutKey(errors: FieldErrors, key: string): FieldErrors {
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

/**
 * The product editor inside the Product's Edit: the record as the editor's read answers it, kept
 * here so instant saves (availability, variants, links, fees) can replace it while the user types.
 */
export const ProductEditor = () => {
  const translate = useTranslate();
  const { record, error, refetch } = useEditContext<EditorProduct>();
  const { user } = useCurrentUser();
  const isAdmin = user !== undefined && user !== null && isAdminUser(user);
  const [product, setProduct] = useState<EditorProduct | null>(null);
  const [productFrom, setProductFrom] = useState<EditorProduct | undefined>(undefined);
  // A fresh read (first load, after a save, after a refetch) becomes the product shown.
  if (record !== productFrom) {
    setProductFrom(record);
    setProduct(record ?? null);
  }
  const [draft, setDraft] = useState<EditorDraft | null>(null);
  const [draftFor, setDraftFor] = useState<number | null>(null);
  // The draft starts from the loaded product and from each saved one; instant saves (availability,
  // variants, links) replace the product but keep what the user is typing.
  if (product && draftFor !== product.id) {
    setDraftFor(product.id);
    setDraft(draftFrom(product));
  }
  const onSaved = useCallback(
    (saved: EditorProduct) => {
      setProduct(saved);
      setDraft(draftFrom(saved));
    },
    [setProduct],
  );
  const { save, saving, errors, setErrors } = useSaveProduct(product, draft, isAdmin, onSaved, () =>
    setDraft((d) => (d ? { ...d, published_from: null } : d)),
  );

  const state = useMemo<EditorState | null>(
    () =>
      product && draft
        ? {
            product,
            draft,
            errors,
            isAdmin,
            replace: setProduct,
            set: (key, value) => {
              setDraft((d) => (d ? { ...d, [key]: value } : d));
              // A server error is about the value it refused: a new value takes it away, so a
              // corrected price no longer shows "below the minimum" until the next save.
              setErrors((current) => (key in current ? withoutKey(current, key) : current));
            },
          }
        : null,
    [product, draft, errors, isAdmin, setProduct, setErrors],
  );

  const custom = (product ?? record)?.is_custom === true;
  const title = translate(custom ? "app.productEditor.page.edit_custom" : "app.productEditor.page.edit");
  if (error && !product)
    return (
      <Box p={2}>
        <Title title={title} />
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate("app.productEditor.retry")}
            </Button>
          }
        >
          {translate("app.productEditor.load_error")}
        </Alert>
      </Box>
    );
  if (!state) return <EditorSkeleton title={title} />;

  return (
    <EditorContext.Provider value={state}>
      <Title title={title} />
      <Box p={{ xs: 1, md: 2 }}>
        <EditorHeader />
        <Stack direction={{ xs: "column", lg: "row" }} spacing={2} alignItems="flex-start">
          <Stack spacing={2} flex={2} width="100%" minWidth={0}>
            <DetailsCard />
            <ColorsCard />
            {isAdmin ? <VariantTable /> : null}
            {state.product.is_custom ? <CustomCostCard /> : null}
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
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {translate("app.productEditor.save")}
          </Button>
        </Stack>
      </Box>
    </EditorContext.Provider>
  );
};
