import { Box } from "@mui/material";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { ImageUpload } from "./ImageUpload";

/** Logo and favicon side by side. */
export const StoreImages = ({ website }: { website: WebsiteDetail }) => (
  <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
    <ImageUpload websiteId={website.id} kind="logo" url={website.logo_url} />
    <ImageUpload websiteId={website.id} kind="favicon" url={website.favicon_url} />
  </Box>
);
