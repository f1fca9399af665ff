import { Box, Card, CardActionArea, Tooltip, Typography } from "@mui/material";
import ImageIcon from "@mui/icons-material/ImageOutlined";
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
      <Box
        sx={{
          aspectRatio: "1 / 1",
          bgcolor: "#F3F4F8",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          color: "text.disabled",
        }}
      >
        {photo ? (
          <Box
            component="img"
            src={photo}
            alt=""
            loading="lazy"
            sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          />
        ) : (
          <ImageIcon fontSize="large" />
        )}
      </Box>
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
