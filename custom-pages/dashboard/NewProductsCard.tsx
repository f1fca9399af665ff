import { Box } from "@mui/material";
import Inventory2Icon from "@mui/icons-material/Inventory2Outlined";
import { useLocaleState, useTranslate } from "react-admin";
import { userCanAccess } from "../../providers/access";
import { useWebsites } from "../../providers/activeWebsite";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { DashboardCard } from "./DashboardCard";
import { EmptyState } from "./EmptyState";
import { formatCount, formatDay } from "../../ui/statsFormat";
import { ProductTile } from "./ProductTile";
import { useStats } from "./StatsContext";

/** The newest products of the period, as a strip of pictures. */
export const NewProductsCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { stats } = useStats();
  const { data: websites = [] } = useWebsites();
  const storeName = new Map(websites.map((w) => [w.id, w.name]));
  const products = stats?.newlyCreatedProducts ?? [];
  const { user } = useCurrentUser();
  // A tile opens the product only for someone who may edit products in its store (a salesperson
  // sees the new products but would be sent back from the editor).
  const mayOpen = (websiteId: number) =>
    user !== undefined && userCanAccess(user, { resource: "Product", action: "edit" }, websiteId);

  return (
    <DashboardCard
      title={translate("app.dashboard.new_products.title")}
      subtitle={
        stats
          ? translate("app.dashboard.new_products.subtitle", {
              smart_count: stats.newProducts,
              count: formatCount(stats.newProducts),
            })
          : undefined
      }
    >
      {products.length === 0 ? (
        <EmptyState icon={<Inventory2Icon />} text={translate("app.dashboard.new_products.empty")} />
      ) : (
        <Box
          component="ul"
          sx={{
            display: "grid",
            // At most five products (DASHBOARD_LIMITS.newlyCreated): one row of five on wide screens.
            gridTemplateColumns: {
              xs: "repeat(2, minmax(0, 1fr))",
              sm: "repeat(3, minmax(0, 1fr))",
              md: "repeat(5, minmax(0, 1fr))",
            },
            gap: 2,
            m: 0,
            p: 0,
            listStyle: "none",
          }}
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductTile
                name={product.name}
                link={mayOpen(product.website_id) ? product.link : null}
                photo={product.photo}
                meta={[storeName.get(product.website_id), formatDay(product.created_at, locale)]
                  .filter(Boolean)
                  .join(" · ")}
              />
            </li>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
};
