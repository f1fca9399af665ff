import type { HTMLAttributes } from "react";
import { Avatar, Box, Typography } from "@mui/material";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";
import type { ProductSearchHit } from "../../../domain/contracts/contacts";

type SearchOptionProps = HTMLAttributes<HTMLLIElement> & { result: ProductSearchHit };

/**
 * One search hit: photo, name, its store and the start of the description. Stores that look
 * alike hold products of the same name, so the store is what tells two hits apart.
 */
export const SearchOption = ({ result, ...props }: SearchOptionProps) => (
  <Box component="li" {...props} sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
    <Avatar
      src={result.photo ?? undefined}
      variant="rounded"
      sx={{ width: 40, height: 40, bgcolor: "grey.100" }}
    >
      <ImageIcon color="disabled" />
    </Avatar>
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" fontWeight={600} noWrap>
        {result.name}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, color: "primary.main", minWidth: 0 }}>
        <StorefrontIcon sx={{ fontSize: 14 }} aria-hidden />
        <Typography variant="caption" color="inherit" noWrap>
          {result.website_name}
        </Typography>
      </Box>
      {result.description ? (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {result.description}
        </Typography>
      ) : null}
    </Box>
  </Box>
);
