import { Chip } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { DataTable, SimpleList, useRecordContext, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { CsvImportButton } from "../../ui/CsvImportButton";
import { formatCents, formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { AppList } from "../../ui/lists/AppList";
import { useSupplierProductFilters } from "./supplierProductFilters";
import type { SupplierProductRecord } from "../../domain/contracts/supplier-products";
import { usePhone } from "../../ui/usePhone";

const T = "app.catalogue.supplier_products";

const NoBlanks = () => <ListEmpty text={`${T}.empty`} createLabel="app.catalogue.admin.new_product" create />;

/** Active or switched off (a clone starts switched off). */
const ActiveChip = () => {
  const translate = useTranslate();
  const record = useRecordContext<SupplierProductRecord>();
  if (!record) return null;
  const active = record.is_active === 1;
  return (
    <Chip
      size="small"
      color={active ? "success" : "default"}
      variant={active ? "filled" : "outlined"}
      label={translate(`${T}.${active ? "active" : "inactive"}`)}
    />
  );
};

/** The catalogue CSV (one row per variant): the import replaces the blanks it names. */
const CatalogueImportButton = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return (
    <CsvImportButton
      label={translate("app.catalogue.csv.import")}
      upload={dataProvider.importCatalogueCsv}
      onImported={() => void queryClient.invalidateQueries({ queryKey: ["SupplierProduct"] })}
    />
  );
};

const priceFrom = (record: SupplierProductRecord) =>
  record.price_from === null ? "—" : formatCents(record.price_from);

/**
 * /SupplierProduct (platform admins): the whole supplier catalogue, switched-off blanks included;
 * search, brand, category, status, method and popular filters, CSV import and export, delete one
 * or many. A row opens the blank's editor.
 */
const SupplierProductList = () => {
  const translate = useTranslate();
  const filters = useSupplierProductFilters();
  const small = usePhone();

  return (
    <AppList<SupplierProductRecord>
      resource="SupplierProduct"
      title={translate(`${T}.title`)}
      filters={filters}
      sort={{ field: "name", order: "ASC" }}
      empty={<NoBlanks />}
      actions={
        <ListToolbar>
          <CatalogueImportButton />
        </ListToolbar>
      }
    >
      {small ? (
        <SimpleList<SupplierProductRecord>
          primaryText={(p) => p.name}
          // The stock sits in the second line: beside a long name on a phone it ran into it.
          secondaryText={(p) =>
            [
              p.brand,
              p.style_id,
              priceFrom(p),
              translate(`${T}.in_stock`, { smart_count: p.inventory_quantity }),
            ].join(" · ")
          }
          rightIcon={() => <ActiveChip />}
          rowClick="edit"
        />
      ) : (
        <DataTable<SupplierProductRecord>
          rowClick="edit"
          empty={<NoBlanks />}
          bulkActionButtons={<BulkActions />}
          // Shown from the column chooser: the table fits a laptop without them.
          hiddenColumns={["variant_count", "popular", "created_at"]}
        >
          <DataTable.Col source="name" label="app.catalogue.admin.fields.name" />
          <DataTable.Col source="style_id" label="app.catalogue.admin.fields.style_id" />
          <DataTable.Col source="brand" label="app.catalogue.brand" />
          <DataTable.Col source="category" label="app.catalogue.admin.fields.category" />
          <DataTable.Col
            source="price_from"
            label={`${T}.price_from`}
            align="right"
            disableSort
            render={priceFrom}
          />
          <DataTable.Col source="variant_count" label={`${T}.variant_count`} align="right" disableSort />
          <DataTable.Col source="inventory_quantity" label={`${T}.stock`} align="right" />
          <DataTable.Col source="popular" label="app.catalogue.admin.fields.popular" align="right" />
          <DataTable.Col source="is_active" label={`${T}.status`} field={ActiveChip} disableSort />
          <DataTable.Col
            source="created_at"
            label={`${T}.created_at`}
            render={(p) => formatDate(p.created_at)}
          />
        </DataTable>
      )}
    </AppList>
  );
};

export default SupplierProductList;
