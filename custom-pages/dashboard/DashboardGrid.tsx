import type { ReactNode } from "react";
import { Grid } from "@mui/material";
import { BestsellersCard } from "./BestsellersCard";
import { MostSellingStoresCard } from "./MostSellingStoresCard";
import { MostViewsCard } from "./MostViewsCard";
import { NewProductsCard } from "./NewProductsCard";
import { OrdersCard } from "./OrdersCard";
import { NewUsersCard, NewWebsitesCard } from "./PlatformCards";
import { ProductsCard } from "./ProductsCard";
import { useStats } from "./StatsContext";

const Row = ({ cards }: { cards: ReactNode[] }) =>
  cards.map((card, index) => (
    <Grid key={index} size={{ xs: 12, md: cards.length > 1 ? 6 : 12, lg: 12 / cards.length }}>
      {card}
    </Grid>
  ));

/**
 * The cards, most important first: orders and the store ranking, then products; admins add the
 * platform's growth (new users and new websites are theirs only; others get Products).
 */
export const DashboardGrid = ({ isAdmin }: { isAdmin: boolean }) => {
  const { stats } = useStats();
  // The server's answer is the authority once it is here; the user record decides before that.
  const admin = stats?.is_admin ?? isAdmin;
  const middle = admin
    ? [<BestsellersCard key="best" />, <MostViewsCard key="views" />]
    : [<ProductsCard key="products" />, <BestsellersCard key="best" />, <MostViewsCard key="views" />];

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <OrdersCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <MostSellingStoresCard />
      </Grid>
      <Row cards={middle} />
      <Grid size={12}>
        <NewProductsCard />
      </Grid>
      {admin ? <Row cards={[<NewUsersCard key="users" />, <NewWebsitesCard key="websites" />]} /> : null}
    </Grid>
  );
};
