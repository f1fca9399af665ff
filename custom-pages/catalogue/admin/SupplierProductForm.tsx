import { Box, Button, Card, CardContent, CardHeader, Stack } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { supplierProductInput } from "../../../domain/supplier-product-input";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { readFailure } from "../../../ui/useServerText";
import type { SupplierProductDetail } from "../types";
import { CATALOGUE_KEY } from "../browse/useCatalogue";
import { ProductFields } from "./ProductFields";
import { SizeImages } from "./SizeImages";
import { VariantTable } from "./VariantTable";
import { useSupplierProductForm } from "./useSupplierProductForm";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** Create or edit one supplier product with its variants (admins). */
export const SupplierProductForm = ({ detail }: { detail?: SupplierProductDetail }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const form = useSupplierProductForm(detail);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const body = form.toBody();
    // The server's own schema first: a bad field is shown at once, with the server's text.
    const checked = supplierProductInput.safeParse(body);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) errors[issue.path.join(".")] ??= issue.message;
      form.setErrors(errors);
      notify("app.catalogue.categories.invalid", { type: "error" });
      return;
    }
    setSaving(true);
    form.setErrors({});
    try {
      const result = detail
        ? await dataProvider.updateSupplierProduct(detail.id, body)
        : await dataProvider.createSupplierProduct(body);
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      notify(result.notified > 0 ? "app.catalogue.admin.saved_notified" : "app.catalogue.admin.saved", {
        type: "success",
        messageArgs: { smart_count: result.notified },
      });
      if (!detail) navigate(`/master/admin/product/${result.product.id}`, { replace: true });
    } catch (error) {
      const { fieldErrors } = readFailure(error);
      form.setErrors(fieldErrors);
      notify("app.catalogue.categories.invalid", { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  const remove = () =>
    confirm().then(async () => {
      if (!detail) return;
      try {
        await dataProvider.deleteSupplierProduct(detail.id);
        await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
        notify("app.catalogue.admin.deleted", { type: "success" });
        navigate("/catalog");
      } catch {
        notify("app.catalogue.admin.delete_failed", { type: "error" });
      }
    }, ignoreCanceled);

  return (
    <Stack spacing={2}>
      <Card>
        <CardHeader title={translate("app.catalogue.admin.product")} />
        <CardContent>
          <ProductFields values={form.values} errors={form.errors} set={form.set} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={translate("app.catalogue.admin.variants")} subheader={form.errors.variants} />
        <CardContent>
          <VariantTable variants={form.variants} setVariants={form.setVariants} errors={form.errors} />
        </CardContent>
      </Card>
      {detail && (
        <Card>
          <CardHeader title={translate("app.catalogue.admin.size_images")} />
          <CardContent>
            <SizeImages productId={detail.id} initial={detail.size_images} />
          </CardContent>
        </Card>
      )}
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate("ra.action.save")}
        </Button>
        {detail && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => void remove()} sx={{ ml: "auto" }}>
            {translate("ra.action.delete")}
          </Button>
        )}
      </Box>
    </Stack>
  );
};
