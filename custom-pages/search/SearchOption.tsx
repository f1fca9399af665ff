import type { HTMLAttributes } from "react";
import { Avatar, Box, Typography } from "@mui/material";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import type { SearchResult } from "./useProductSearch";

type SearchOptionProps = HTMLAttributes<HTMLLIElement> & { result: SearchResult };

/** One search hit: photo, name and the start of the description. */
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
      {result.description ? (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {result.description}
        </Typography>
      ) : null}
    </Box>
  </Box>
);
