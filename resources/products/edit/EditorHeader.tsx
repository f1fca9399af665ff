import { useState } from "react";
import { Button, Chip, Stack, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import BrushIcon from "@mui/icons-material/Brush";
import { useCanAccess, useNotify, useTranslate } from "react-admin";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { readFailure, useServerText } from "../../../ui/useServerText";
import { useEditor } from "./EditorContext";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import { RevisionsButton } from "../../../ui/revisions/RevisionsButton";
import { PresenceChip } from "../../../providers/live/PresenceChip";

/** "Gildan 5000 Heavy Cotton Tee" already names its brand: no "Gildan Gildan 5000 …". */
function blankLabel(supplier: { brand: string; name: string }): string {
  return supplier.name.toLowerCase().startsWith(supplier.brand.toLowerCase())
    ? supplier.name
    : `${supplier.brand} ${supplier.name}`;
}

/** The product creator started from this product's blank, colours, print method and pricing. */
export const similarProductPath = (product: { id: number; supplier_product_id: number | null }) =>
  `/products/create/${product.supplier_product_id ?? ""}?similar=${product.id}`;

/** The product's picture, name and status above the cards, and "Create similar". */
export const EditorHeader = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { product, draft } = useEditor();
  const { canAccess: canAdd } = useCanAccess({ resource: "Product", action: "create" });
  // A custom product has no supplier blank the creator could start from.
  const similar = canAdd && !product.is_custom && product.supplier !== null;
  const notify = useNotify();
  const navigate = useNavigate();
  const serverText = useServerText();
  const [opening, setOpening] = useState(false);
  // The design reopens in the product creator's design editor; publishing there updates this product.
  const openDesign = async () => {
    setOpening(true);
    try {
      const draft = await dataProvider.productDraftFromProduct(product.id);
      navigate(`/products/edit/${product.id}/design?draft=${draft.id}`);
    } catch (error) {
      notify(serverText(readFailure(error)), { type: "error" });
      setOpening(false);
    }
  };
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      alignItems={{ xs: "flex-start", sm: "center" }}
      mb={2}
    >
      <ProductPicture
        src={product.preview_photo_url ?? product.featured_front_image_url}
        alt={product.name}
        size={96}
      />
      {/*
        The name and chips shrink and wrap on a phone instead of widening the page: in the phone's
        column the block stretches to the column's width, so a long blank name is cut, not pushed out.
      */}
      <Stack spacing={0.5} minWidth={0} flex={1} sx={{ alignSelf: { xs: "stretch", sm: "auto" } }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: "anywhere" }}>
          {draft.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Chip
            size="small"
            color={product.status === "published" ? "success" : "default"}
            label={translate(`app.product_status.${product.status}`, { _: product.status })}
          />
          {product.supplier ? (
            <Chip
              size="small"
              variant="outlined"
              label={blankLabel(product.supplier)}
              sx={{ maxWidth: "100%" }}
            />
          ) : null}
          <PresenceChip entity="Product" id={product.id} />
        </Stack>
      </Stack>
      {similar ? (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ ml: { sm: "auto !important" } }}>
          <Button startIcon={<BrushIcon />} onClick={() => void openDesign()} disabled={opening}>
            {translate("app.productEditor.design.open")}
          </Button>
          <Button component={RouterLink} to={similarProductPath(product)} startIcon={<ContentCopyIcon />}>
            {translate("app.productCreator.similar.create")}
          </Button>
        </Stack>
      ) : null}
      <RevisionsButton path="products" id={product.id} />
    </Stack>
  );
};
