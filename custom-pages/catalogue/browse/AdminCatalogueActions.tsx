import { Button, FormControlLabel, Stack, Switch } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DownloadIcon from "@mui/icons-material/Download";
import ListIcon from "@mui/icons-material/ViewList";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LinkBase, useNotify, useTranslate } from "react-admin";
import { downloadFile } from "../../../providers/transport/download";
import { CsvImportButton } from "../../../ui/CsvImportButton";
import { CATALOGUE_KEY } from "./useCatalogue";
import { useAppDataProvider } from "../../../providers/dataProvider";

interface AdminCatalogueActionsProps {
  inactive: boolean;
  onInactive: (inactive: boolean) => void;
}

/**
 * Admins only: switched-off products, a new supplier product, the catalogue's admin list, and the
 * catalogue as CSV both ways.
 */
export const AdminCatalogueActions = ({ inactive, onInactive }: AdminCatalogueActionsProps) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile("/api/smake/products/csv", "supplier-catalogue.csv");
    } catch {
      notify("app.catalogue.csv.export_failed", { type: "error" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
      <FormControlLabel
        control={
          <Switch size="small" checked={inactive} onChange={(event) => onInactive(event.target.checked)} />
        }
        label={translate("app.catalogue.admin.inactive")}
      />
      <Button
        size="small"
        variant="contained"
        startIcon={<AddIcon />}
        component={LinkBase}
        to="/SupplierProduct/create"
      >
        {translate("app.catalogue.admin.new_product")}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ListIcon />}
        component={LinkBase}
        to="/SupplierProduct"
      >
        {translate("app.catalogue.supplier_products.manage")}
      </Button>
      <CsvImportButton
        label={translate("app.catalogue.csv.import")}
        upload={dataProvider.importCatalogueCsv}
        onImported={() => void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY })}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={exporting}
        onClick={() => void exportCsv()}
      >
        {translate("app.catalogue.csv.export")}
      </Button>
    </Stack>
  );
};
