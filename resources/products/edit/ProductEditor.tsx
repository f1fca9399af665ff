import { useCallback, useState } from "react";
import { Alert, Box, Button } from "@mui/material";
import { Form, Title, useEditContext, useTranslate } from "react-admin";
import { isAdminUser } from "../../../providers/access";
import { useRecordStoreAsActive } from "../../../providers/activeWebsite";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { draftFrom } from "./draft";
import { EditorFields } from "./EditorFields";
import { EditorSkeleton } from "./EditorSkeleton";
import type { EditorDraft, EditorProduct } from "./types";
import { useEditorResolver } from "./useEditorResolver";
import { useSaveProduct } from "./useSaveProduct";
import { ConflictDialog } from "../../../ui/ConflictDialog";

/**
 * The product editor inside the Product's Edit: the record as the editor's read answers it, kept
 * here so instant saves (availability, variants, links, fees) can replace it while the user types;
 * the fields are react-admin's form, checked by the save's own schema before it is sent.
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
  // The form starts from the loaded product and from each saved one; instant saves replace the
  // product but keep what the user is typing.
  const [start, setStart] = useState<EditorDraft | null>(null);
  const [startFor, setStartFor] = useState<number | null>(null);
  if (product && startFor !== product.id) {
    setStartFor(product.id);
    setStart(draftFrom(product));
  }
  const onSaved = useCallback((saved: EditorProduct) => {
    setProduct(saved);
    setStart(draftFrom(saved));
  }, []);
  const { save, saving, conflict } = useSaveProduct(product, onSaved);
  useRecordStoreAsActive(product?.website_id);
  const resolver = useEditorResolver(product, isAdmin);

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
  if (!product || !start) return <EditorSkeleton title={title} />;

  return (
    <Form record={start} resolver={resolver} onSubmit={save} noValidate warnWhenUnsavedChanges>
      <Title title={title} />
      <EditorFields product={product} isAdmin={isAdmin} replace={setProduct} saving={saving} />
      {conflict && <ConflictDialog {...conflict} />}
    </Form>
  );
};
