import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Button } from "@mui/material";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNotify, useRecordContext, useRedirect, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { SupplierProductDetail } from "../../domain/contracts/supplier-products";

/** POST /api/clone/smake/{id}: the copy starts inactive and opens for editing. */
export const CloneSupplierProductButton = () => {
  const dataProvider = useAppDataProvider();
  const record = useRecordContext<SupplierProductDetail>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const clone = useMutation({
    mutationFn: (id: number) => dataProvider.cloneSupplierProduct(id),
    onSuccess: ({ product }) => {
      void queryClient.invalidateQueries({ queryKey: ["SupplierProduct"] });
      notify("app.catalogue.admin.cloned", { type: "success" });
      redirect("edit", "SupplierProduct", product.id);
    },
    onError: () => notify("app.catalogue.admin.delete_failed", { type: "error" }),
  });
  if (!record) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<ContentCopyIcon />}
      disabled={clone.isPending}
      onClick={() => clone.mutate(record.id)}
    >
      {translate("app.catalogue.admin.clone")}
    </Button>
  );
};
