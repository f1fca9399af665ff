import { useState, type ReactNode } from "react";
import { CircularProgress, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import ArchiveIcon from "@mui/icons-material/Archive";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import RestoreIcon from "@mui/icons-material/Restore";
import SettingsIcon from "@mui/icons-material/Settings";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import { useRecordContext, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { rowRights } from "./rowRights";
import { useWebsiteActionsContext } from "./WebsiteActionsContext";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { useViewStore } from "../../ui/stores/viewStore";

interface Item {
  key: string;
  icon: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** The actions one store offers to the signed-in user, in a row menu. */
export const WebsiteRowMenu = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const record = useRecordContext<WebsiteRecord>();
  const { user } = useCurrentUser();
  const { archive, restore, destroy, busyId, openClone, openTransfer } = useWebsiteActionsContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const archived = record?.archived_at !== null;
  // The preview token is asked for once the menu opens (the phone list has no address link that
  // would have fetched it already); all rows of a store share its one cache entry.
  const view = useViewStore(archived ? null : record, anchor !== null);
  if (!record || !user) return null;

  const rights = rowRights(user, record);
  const offered: (Item | false)[] = [
    rights.settings && {
      key: "settings",
      icon: <SettingsIcon fontSize="small" />,
      run: () => navigate(`/websites/${record.id}`),
    },
    (view.url !== null || view.pending) && {
      key: "open",
      icon: <OpenInNewIcon fontSize="small" />,
      disabled: view.url === null,
      run: () => {
        if (view.url) window.open(view.url, "_blank", "noopener,noreferrer");
      },
    },
    rights.clone && {
      key: "clone",
      icon: <ContentCopyIcon fontSize="small" />,
      run: () => openClone(record),
    },
    rights.transfer && {
      key: "transfer",
      icon: <SwapHorizIcon fontSize="small" />,
      run: () => openTransfer(record),
    },
    rights.archive && {
      key: "archive",
      icon: <ArchiveIcon fontSize="small" />,
      run: () => void archive(record),
    },
    rights.restore && {
      key: "restore",
      icon: <RestoreIcon fontSize="small" />,
      run: () => void restore(record),
    },
    rights.destroy && {
      key: "destroy",
      icon: <DeleteForeverIcon fontSize="small" color="error" />,
      danger: true,
      run: () => void destroy(record),
    },
  ];
  const items = offered.filter((item): item is Item => item !== false);
  if (items.length === 0) return null;

  const label = translate("app.stores.actions.menu", { name: record.name });
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        disabled={busyId === record.id}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        {busyId === record.id ? <CircularProgress size={20} /> : <MoreVertIcon />}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
      >
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              setAnchor(null);
              item.run();
            }}
            disabled={item.disabled}
            sx={item.danger ? { color: "error.main" } : undefined}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{translate(`app.stores.actions.${item.key}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
