import { Box, Card, CardActionArea, Tooltip, Typography } from "@mui/material";
import { ProductCardPicture } from "../../ui/ProductThumbnail";
import { LinkBase } from "react-admin";
import { DASHBOARD_LIMITS, cutName } from "../../domain/dashboard";

interface ProductTileProps {
  name: string;
  /** Null: shown, but not a link (the user may not open the product). */
  link: string | null;
  photo: string | null;
  /** Small line under the name: store and date. */
  meta: string;
}

/** A product picture with its name, opening the product when `link` is set (names cut to 40). */
export const ProductTile = ({ name, link, photo, meta }: ProductTileProps) => {
  const content = (
    <>
      <ProductCardPicture src={photo} />
      <Box sx={{ p: 1.25 }}>
        <Tooltip
          title={name.length > DASHBOARD_LIMITS.newProductNameMax ? name : ""}
          placement="top"
          describeChild
        >
          <Typography variant="body2" fontWeight={600} sx={{ lineHeight: 1.35, minHeight: "2.7em" }}>
            {cutName(name, DASHBOARD_LIMITS.newProductNameMax)}
          </Typography>
        </Tooltip>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {meta}
        </Typography>
      </Box>
    </>
  );
  return (
    <Card variant="outlined" sx={{ height: "100%", borderRadius: 3 }}>
      {link === null ? (
        content
      ) : (
        <CardActionArea component={LinkBase} to={link} sx={{ height: "100%", display: "block" }}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
};
