import { Box, Skeleton } from "@mui/material";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import { useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import { useRemoveFavourite } from "../catalogue/wishlist/useRemoveFavourite";
import { AccountPage } from "./AccountPage";
import { EmptyPanel } from "../../ui/EmptyPanel";
import { WishlistCard } from "./WishlistCard";
import { useRefreshUser } from "./useRefreshUser";
import { useWishlist } from "./useWishlist";

const GRID = {
  display: "grid",
  gap: 2.5,
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
} as const;

/** "/wishlist": the products the user marked as favourites, with their pictures; each can be taken off. */
const Wishlist = () => {
  const translate = useTranslate();
  const { products, storeName, isEmpty, isPending } = useWishlist();
  // The list follows the user's favouritesProducts, so re-reading the user refreshes it.
  const remove = useRemoveFavourite(useRefreshUser());

  return (
    <AccountPage title="app.account.page.wishlist" intro="app.account.wishlist.intro" maxWidth="none">
      {isPending ? (
        <Box sx={GRID}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={260} />
          ))}
        </Box>
      ) : isEmpty ? (
        <EmptyPanel
          icon={<FavoriteBorderIcon />}
          title={translate("app.account.wishlist.empty")}
          text={translate("app.account.wishlist.empty_hint")}
        />
      ) : (
        <Box component="ul" sx={{ ...GRID, listStyle: "none", m: 0, p: 0 }}>
          {products.map((product) => (
            <li key={product.id}>
              <WishlistCard
                product={product}
                store={storeName.get(product.website_id) ?? ""}
                price={formatCents(product.price)}
                onRemove={() => void remove(product.id)}
              />
            </li>
          ))}
        </Box>
      )}
    </AccountPage>
  );
};

export default Wishlist;
