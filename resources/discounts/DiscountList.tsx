import Box from "@mui/material/Box";
import { CreateButton, DataTable, SimpleList, useTranslate } from "react-admin";
import { formatMoney } from "../../domain/money";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { AppList } from "../../ui/lists/AppList";
import { useActiveStoreFilter } from "../../providers/activeWebsite";
import { LockedNotice } from "../../ui/LockedNotice";
import { usePlanFeatureLocked } from "../../ui/usePlanFeatureLocked";
import { DiscountCode, DiscountEnds, discountUsage, discountValue } from "./discountCells";
import { useDiscountFilters } from "./discountFilters";
import { DiscountImportButton } from "./DiscountImportButton";
import { DiscountRowDelete } from "./DiscountRowDelete";
import { DiscountStatusChip } from "./DiscountStatusChip";
import type { Discount } from "../../domain/contracts/discounts";
import { usePhone } from "../../ui/usePhone";

const T = "app.money.discounts";

/** No codes yet: what a code is for, and (where the plan allows) the way to create one. */
const NoCodes = ({ create = false }: { create?: boolean }) => (
  <ListEmpty text={`${T}.empty`} createLabel={`${T}.new`} create={create} />
);

/**
 * /Discount (the spec's /discounts): the store's codes with status, value, minimum and usage;
 * search, status and type filters, CSV import and export, delete one or many after a
 * confirmation. A row opens the code's form.
 */
const DiscountList = () => {
  const translate = useTranslate();
  const storeFilter = useActiveStoreFilter();
  const filters = useDiscountFilters();
  const small = usePhone();
  // Codes the store already has stay listed after a downgrade; they cannot be added or changed.
  const locked = usePlanFeatureLocked("discounts");
  const L = (key: string) => `${T}.${key}`;

  return (
    <>
      {locked ? (
        <Box sx={{ mt: 2 }}>
          <LockedNotice message="app.shell.upgrade.discounts" />
        </Box>
      ) : null}
      <AppList<Discount>
        resource="Discount"
        title={translate(`${T}.title`)}
        filters={filters}
        filter={storeFilter}
        sort={{ field: "created_at", order: "DESC" }}
        empty={<NoCodes create={!locked} />}
        actions={
          <ListToolbar create={false}>
            <DiscountImportButton disabled={locked} />
            <CreateButton label={`${T}.new`} disabled={locked} />
          </ListToolbar>
        }
      >
        {small ? (
          <SimpleList<Discount>
            primaryText={(d) => d.code}
            secondaryText={(d) => [discountValue(d), formatDate(d.starts_at)].join(" · ")}
            tertiaryText={discountUsage}
            rightIcon={() => <DiscountStatusChip />}
            rowClick="edit"
          />
        ) : (
          <DataTable<Discount>
            rowClick="edit"
            empty={<NoCodes />}
            bulkActionButtons={<BulkActions remove={!locked} />}
            sx={{
              "& .column-starts_at, & .column-ends_at, & .column-value": { whiteSpace: "nowrap" },
            }}
          >
            <DataTable.Col source="code" label={L("code")} field={DiscountCode} />
            <DataTable.Col source="status" label={L("status")} field={DiscountStatusChip} disableSort />
            <DataTable.Col source="value" label={L("kind")} render={discountValue} disableSort />
            <DataTable.Col
              source="minimum_order"
              label={L("minimum_order")}
              align="right"
              disableSort
              render={(d) => (d.minimum_order > 0 ? formatMoney(d.minimum_order) : "—")}
            />
            <DataTable.Col source="used_count" label={L("used")} align="right" render={discountUsage} />
            <DataTable.Col
              source="starts_at"
              label={L("starts_at")}
              render={(d) => formatDate(d.starts_at)}
            />
            <DataTable.Col source="ends_at" label={L("ends_at")} field={DiscountEnds} />
            <DataTable.Col
              label="app.money.common.delete"
              disableSort
              render={() => <DiscountRowDelete disabled={locked} />}
            />
          </DataTable>
        )}
      </AppList>
    </>
  );
};

export default DiscountList;
