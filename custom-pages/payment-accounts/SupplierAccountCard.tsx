import { Alert, Box, Card, Chip, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import { SupplierCreateForm } from "./SupplierCreateForm";
import { SupplierValidateForm } from "./SupplierValidateForm";
import { TrackingLookup } from "./TrackingLookup";
import { useSupplier } from "./useSupplier";

/** The store's account at the print supplier ("profill"): open it, validate it, track shipments. */
export const SupplierAccountCard = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useSupplier(websiteId);
  const account = data?.account ?? null;
  const active = data?.status === "active";

  return (
    <Card component="section" aria-labelledby="supplier-account-title" sx={{ p: { xs: 2, md: 3 }, mb: 2.5 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "center" }}>
        <Typography id="supplier-account-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate("app.team.supplier.title")}
        </Typography>
        {data ? (
          <Chip
            color={active ? "success" : data.status ? "warning" : "default"}
            label={translate(
              `app.team.supplier.status.${active ? "active" : data.status ? "pending" : "none"}`,
            )}
          />
        ) : null}
      </Stack>
      {isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : isError ? (
        <Alert severity="error">{translate("app.team.load_failed")}</Alert>
      ) : !data.access ? (
        <Typography variant="body2" color="text.secondary">
          {translate("app.team.supplier.no_access")}
        </Typography>
      ) : account ? (
        <Box>
          <Typography>
            {account.company} · {account.contact_name} · {account.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("app.team.supplier.customer_number")}: {account.customer_number}
          </Typography>
          {data.shipping_method ? (
            <Typography variant="body2" color="text.secondary">
              {translate("app.team.supplier.shipping_method")}: {data.shipping_method.name} (
              {data.shipping_method.days}, {formatCents(data.shipping_method.price)})
            </Typography>
          ) : null}
          {active ? null : (
            <>
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate("app.team.supplier.validate_help")}
              </Alert>
              <SupplierValidateForm websiteId={websiteId} />
            </>
          )}
        </Box>
      ) : (
        <SupplierCreateForm websiteId={websiteId} />
      )}
      <Box sx={{ mt: 3 }}>
        <TrackingLookup />
      </Box>
    </Card>
  );
};
