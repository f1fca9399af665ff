import type { ReactNode } from "react";
import { Grid } from "@mui/material";
import PublishedIcon from "@mui/icons-material/CheckCircle";
import FiberNewIcon from "@mui/icons-material/FiberNew";
import InventoryIcon from "@mui/icons-material/Inventory2";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import StoreIcon from "@mui/icons-material/Store";
import { useCanAccess, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { startOfYearIso } from "../../src/format";
import { StoresCard, TotalCard } from "./TotalCard";

export interface StoreStatsProps {
  /** The main dashboard also counts the stores. */
  showStores?: boolean;
  /** The store dashboard adds published products and new orders. */
  detailed?: boolean;
}

const Cell = ({ wide, children }: { wide: boolean; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, lg: wide ? 4 : 3 }}>{children}</Grid>
);

/** Cards only for what the user may list, so nobody meets a 403 on their dashboard. */
export const StoreStats = ({ showStores = false, detailed = false }: StoreStatsProps) => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const products =
    useCanAccess({ resource: "Product", action: "list" }).canAccess === true && websiteId !== null;
  const orders = useCanAccess({ resource: "Order", action: "list" }).canAccess === true && websiteId !== null;
  const wide = !detailed;

  return (
    <Grid container spacing={2}>
      {showStores ? (
        <Cell wide={wide}>
          <StoresCard icon={<StoreIcon />} />
        </Cell>
      ) : null}
      {products ? (
        <Cell wide={wide}>
          <TotalCard
            resource="Product"
            label={translate("app.dashboard.products")}
            icon={<InventoryIcon />}
          />
        </Cell>
      ) : null}
      {products && detailed ? (
        <Cell wide={wide}>
          <TotalCard
            resource="Product"
            filter={{ status: "published" }}
            label={translate("app.dashboard.published_products")}
            icon={<PublishedIcon />}
            tone="secondary"
          />
        </Cell>
      ) : null}
      {orders ? (
        <Cell wide={wide}>
          <TotalCard
            resource="Order"
            filter={{ created_at_gte: startOfYearIso() }}
            label={translate("app.dashboard.orders_this_year", { year: new Date().getFullYear() })}
            icon={<ShoppingCartIcon />}
          />
        </Cell>
      ) : null}
      {orders && detailed ? (
        <Cell wide={wide}>
          <TotalCard
            resource="Order"
            filter={{ status: "new" }}
            label={translate("app.dashboard.new_orders")}
            icon={<FiberNewIcon />}
            tone="secondary"
          />
        </Cell>
      ) : null}
    </Grid>
  );
};
