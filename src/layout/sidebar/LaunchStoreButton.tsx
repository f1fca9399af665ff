import { Box, Button, CircularProgress, IconButton, Tooltip } from "@mui/material";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import { useSidebarState, useTranslate } from "react-admin";
import type { WebsiteSummary } from "../../../domain/api";
import { LaunchChecklistDialog } from "../../../resources/websites/launch/LaunchChecklistDialog";
import { useConfirmLaunch } from "../../../resources/websites/launch/useConfirmLaunch";
import { useLaunchStore } from "./useLaunchStore";

/**
 * Store launch: offered while the store is not launched; a demo store shows the button
 * disabled, with the reason as its tooltip. A store that is not ready gets a checklist of what is
 * missing, each item linking to where it is fixed.
 */
export const LaunchStoreButton = ({ website }: { website: WebsiteSummary }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { mutate, isPending, notReady, closeNotReady } = useLaunchStore(website.id);
  const confirmLaunch = useConfirmLaunch();
  if (Number(website.is_launched)) return null;

  const demo = Boolean(Number(website.is_demo));
  const label = translate("app.shell.launch.button");
  const tooltip = demo ? translate("app.shell.launch.demo") : open ? "" : label;
  const icon = isPending ? <CircularProgress size={18} color="inherit" /> : <RocketLaunchIcon />;
  const button = open ? (
    <Button
      fullWidth
      variant="contained"
      color="secondary"
      startIcon={icon}
      disabled={demo || isPending}
      onClick={() => void confirmLaunch(website.name, () => mutate())}
    >
      {label}
    </Button>
  ) : (
    <IconButton
      color="secondary"
      aria-label={label}
      disabled={demo || isPending}
      onClick={() => void confirmLaunch(website.name, () => mutate())}
    >
      {icon}
    </IconButton>
  );

  return (
    <>
      {/* describeChild: the tooltip describes the wrapper rather than naming it (a span has no name). */}
      <Tooltip title={tooltip} placement="right" describeChild>
        {/* A disabled button fires no events; the wrapper keeps the demo tooltip working. */}
        <Box component="span" sx={{ display: "block", px: open ? 1.5 : 1, py: 1 }}>
          {button}
        </Box>
      </Tooltip>
      <LaunchChecklistDialog websiteId={website.id} notReady={notReady} onClose={closeNotReady} />
    </>
  );
};
