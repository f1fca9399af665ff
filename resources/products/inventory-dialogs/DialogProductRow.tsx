import type { ReactNode } from "react";
import { ListItem, ListItemAvatar, ListItemText, Stack } from "@mui/material";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import type { DialogProduct } from "../../../domain/contracts/inventory-dialogs";
import { PublishedToggle } from "./PublishedToggle";

/** Each row shows the product's name, its inventory and a published toggle. */
export const DialogProductRow = ({
  product,
  name,
  secondary,
  extra,
}: {
  product: DialogProduct;
  name: string;
  secondary: ReactNode;
  extra?: ReactNode;
}) => (
  <ListItem
    disableGutters
    secondaryAction={<PublishedToggle id={product.id} name={product.name} available={product.available} />}
  >
    <ListItemAvatar>
      <ProductPicture src={product.preview_photo_url} alt={product.name} size={40} />
    </ListItemAvatar>
    {/* On a phone the stock share goes under the name: side by side, both were cut and the share's
        caption ran under the published toggle. */}
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={{ xs: 0.5, sm: 2 }}
      alignItems={{ xs: "stretch", sm: "center" }}
      sx={{ flex: 1, pr: 8 }}
    >
      <ListItemText primary={<span title={product.name}>{name}</span>} secondary={secondary} />
      {extra}
    </Stack>
  </ListItem>
);
