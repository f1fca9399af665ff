import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Button } from "@mui/material";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { CATALOGUE_KEY } from "../browse/useCatalogue";

/** POST /api/clone/smake/{id}: the copy starts inactive and opens for editing. */
export const CloneSupplierProductButton = ({ id }: { id: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clone = useMutation({
    mutationFn: () => dataProvider.cloneSupplierProduct(id),
    onSuccess: ({ product }) => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      notify("app.catalogue.admin.cloned", { type: "success" });
      navigate(`/master/admin/product/${product.id}`);
    },
    onError: () => notify("app.catalogue.admin.delete_failed", { type: "error" }),
  });
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<ContentCopyIcon />}
      disabled={clone.isPending}
      onClick={() => clone.mutate()}
    >
      {translate("app.catalogue.admin.clone")}
    </Button>
  );
};
