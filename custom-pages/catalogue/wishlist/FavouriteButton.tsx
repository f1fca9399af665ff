import { IconButton, Tooltip } from "@mui/material";
import FavoriteIcon from "@mui/icons-material/Favorite";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { useRefreshUser } from "../../account/useRefreshUser";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** A heart on a store product: POST /api/favourite/product, then the user's favouritesProducts is re-read. */
export const FavouriteButton = ({ productId }: { productId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refreshUser = useRefreshUser();
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const favourite = user?.favouritesProducts.includes(productId) ?? false;
  const label = translate(favourite ? "app.catalogue.wishlist.unmark" : "app.catalogue.wishlist.mark");

  const toggle = async () => {
    setBusy(true);
    try {
      await dataProvider.toggleFavourite(productId, !favourite);
      await refreshUser();
    } catch {
      notify("app.catalogue.wishlist.toggle_failed", { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={favourite}
          disabled={busy}
          onClick={() => void toggle()}
          size="small"
        >
          {favourite ? (
            <FavoriteIcon fontSize="small" color="error" />
          ) : (
            <FavoriteBorderIcon fontSize="small" />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
};
