import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/AddShoppingCart";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useState } from "react";
import { LinkBase, useTranslate } from "react-admin";
import { formatCents } from "../../../ui/format";
import type { CatalogueItem } from "../types";
import { ColourChips } from "./ColourChips";
import { InventoryMarker } from "./InventoryMarker";
import { ProductPhoto } from "./ProductPhoto";

/** A supplier product: the chosen colour's picture and stock, colours, sizes, price from. */
export const CatalogueCard = ({ item, isAdmin }: { item: CatalogueItem; isAdmin: boolean }) => {
  const translate = useTranslate();
  const [colourName, setColourName] = useState<string | null>(item.colors[0]?.name ?? null);
  const colour = item.colors.find((c) => c.name === colourName) ?? item.colors[0];
  const photo = colour?.photos[0]?.url ?? item.photo;

  return (
    <Card
      component="article"
      aria-label={item.name}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <ProductPhoto src={photo} alt={colour ? `${item.name} – ${colour.name}` : item.name} />
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {item.brand} · {item.style_id}
        </Typography>
        <Typography fontWeight={600} sx={{ lineHeight: 1.35, mb: 1 }}>
          {item.name}
        </Typography>
        <ColourChips colours={item.colors} selected={colour?.name ?? null} onSelect={setColourName} />
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          sx={{ mt: 1, minHeight: 24 }}
        >
          <Typography variant="body2">{colour?.name}</Typography>
          {colour && <InventoryMarker level={colour.inventory} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {item.sizes.join(", ")}
        </Typography>
        {item.price_from !== null && (
          <Typography fontWeight={700} sx={{ mt: 1 }}>
            {translate("app.catalogue.price_from", { price: formatCents(item.price_from) })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          component={LinkBase}
          to={`/products/create/${item.id}`}
        >
          {translate("app.catalogue.add_to_store")}
        </Button>
        {isAdmin && (
          <Box sx={{ ml: "auto" }}>
            <Button
              size="small"
              startIcon={<EditIcon />}
              component={LinkBase}
              to={`/SupplierProduct/${item.id}`}
            >
              {translate("app.catalogue.edit")}
            </Button>
          </Box>
        )}
      </CardActions>
    </Card>
  );
};
