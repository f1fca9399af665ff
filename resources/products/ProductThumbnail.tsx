import { Avatar } from "@mui/material";
import ImageIcon from "@mui/icons-material/Image";
import { useRecordContext } from "react-admin";
import type { ProductRecord } from "./types";

export const ProductThumbnail = () => {
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={record.preview_photo_url ?? undefined}
      alt={record.name}
      imgProps={{ loading: "lazy" }}
      sx={{ width: 48, height: 48, bgcolor: "action.hover", color: "text.secondary" }}
    >
      <ImageIcon />
    </Avatar>
  );
};
