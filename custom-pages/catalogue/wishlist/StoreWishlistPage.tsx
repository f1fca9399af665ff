import { Box, Skeleton, Typography } from "@mui/material";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { formatCents } from "../../../ui/format";
import { EmptyPanel } from "../../../ui/EmptyPanel";
import { WishlistCard } from "../../account/WishlistCard";
import { useRemoveFavourite } from "./useRemoveFavourite";
import { useAppDataProvider } from "../../../providers/dataProvider";

const GRID = {
  display: "grid",
  gap: 2.5,
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  listStyle: "none",
  m: 0,
  p: 0,
} as const;

/** "/products/wishlist/{id?}": the user's favourite products of store {id}, else of the active store. */
const StoreWishlistPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const params = useParams<{ id?: string }>();
  const { websiteId: activeId, websites } = useActiveWebsite();
  const websiteId = params.id ? Number(params.id) : activeId;
  const queryClient = useQueryClient();
  const key = ["catalogue-wishlist", websiteId] as const;
  const { data, isPending, isError } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.fetchStoreFavourites(websiteId ?? 0),
    enabled: websiteId !== null && Number.isInteger(websiteId),
  });
  const remove = useRemoveFavourite(() => queryClient.invalidateQueries({ queryKey: key }));
  const storeName = websites.find((w) => w.id === websiteId)?.name ?? "";

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.catalogue.page.wishlist" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate("app.catalogue.page.wishlist")}
        {storeName && ` · ${storeName}`}
      </Typography>
      {isError ? (
        <Typography color="error">{translate("app.catalogue.fetch_failed")}</Typography>
      ) : isPending ? (
        <Box sx={GRID} aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={260} />
          ))}
        </Box>
      ) : data.data.length === 0 ? (
        <EmptyPanel
          icon={<FavoriteBorderIcon />}
          title={translate("app.catalogue.wishlist.empty")}
          text={translate("app.catalogue.wishlist.empty_hint")}
        />
      ) : (
        <Box component="ul" sx={GRID}>
          {data.data.map((product) => (
            <li key={product.id}>
              <WishlistCard
                product={product}
                store={storeName}
                price={formatCents(product.price)}
                onRemove={() => void remove(product.id)}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};

export default StoreWishlistPage;
