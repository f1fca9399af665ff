import { Alert, Box, Skeleton, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { CATALOGUE_KEY } from "../browse/useCatalogue";
import { CloneSupplierProductButton } from "./CloneSupplierProductButton";
import { SupplierProductForm } from "./SupplierProductForm";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** "/master/admin/product/{id}": edit a supplier product; id "create" makes a new one. */
const SupplierProductEditPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { id = "create" } = useParams<{ id: string }>();
  const numeric = id === "create" ? null : Number(id);
  const { data, isPending, isError } = useQuery({
    queryKey: [...CATALOGUE_KEY, "product", numeric],
    queryFn: () => dataProvider.fetchSupplierProduct(numeric ?? 0),
    enabled: numeric !== null && Number.isInteger(numeric),
  });
  const title = numeric === null ? "app.catalogue.admin.new_product" : "app.catalogue.page.supplier_product";

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title={title} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {numeric === null ? translate(title) : (data?.name ?? translate(title))}
        </Typography>
        {data ? <CloneSupplierProductButton id={data.id} /> : null}
      </Stack>
      {numeric === null ? (
        <SupplierProductForm />
      ) : isError || !Number.isInteger(numeric) ? (
        <Alert severity="error">{translate("app.catalogue.admin.not_found")}</Alert>
      ) : isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <SupplierProductForm key={data.id} detail={data} />
      )}
    </Box>
  );
};

export default SupplierProductEditPage;
