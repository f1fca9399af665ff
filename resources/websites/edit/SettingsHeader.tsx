import { Avatar, Box, Chip, Link, Stack, Typography } from "@mui/material";
import StorefrontIcon from "@mui/icons-material/StorefrontOutlined";
import { useTranslate } from "react-admin";
import type { WebsiteDetail } from "../../../domain/contracts/store-settings";
import { PresenceChip } from "../../../providers/live/PresenceChip";
import { RevisionsButton } from "../../../ui/revisions/RevisionsButton";

/**
 * The store's logo, name, public address and state above the tabs, and who else has the settings
 * open (the screen then keeps its form when they save, and a stale save opens the conflict dialog).
 */
export const SettingsHeader = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      <Avatar
        variant="rounded"
        src={website.logo_url ?? undefined}
        alt={website.name}
        sx={{ width: 56, height: 56, bgcolor: "primary.main" }}
      >
        <StorefrontIcon />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" noWrap>
          {website.name}
        </Typography>
        <Link href={website.linkToWebsite} target="_blank" rel="noopener" variant="body2">
          {website.linkToWebsite}
        </Link>
        <Box>
          <PresenceChip entity="Website" id={website.id} />
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ display: { xs: "none", sm: "flex" } }}>
        <Chip size="small" color="primary" variant="outlined" label={website.plan_name} />
        {website.is_demo ? <Chip size="small" label={translate("app.storeSettings.demo")} /> : null}
        <Chip
          size="small"
          color={website.is_launched ? "success" : "default"}
          label={translate(
            website.is_launched ? "app.storeSettings.launched" : "app.storeSettings.not_launched",
          )}
        />
      </Stack>
      <RevisionsButton path="websites" id={website.id} />
    </Stack>
  );
};
