import { Avatar, Box, Chip, MenuItem, TextField, Tooltip, Typography } from "@mui/material";
import { useSidebarState, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../../providers/activeWebsite";

/** Store sidebar: the current-store picker; switching re-scopes every list. */
export const StorePicker = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { website, websites, setActiveWebsite } = useActiveWebsite();

  if (!open) {
    return (
      <Tooltip title={website?.name ?? translate("app.store_picker.none")} placement="right">
        <Avatar sx={{ width: 32, height: 32, mx: "auto", my: 1, bgcolor: "primary.main", fontSize: 14 }}>
          {website?.name.charAt(0).toUpperCase() ?? "–"}
        </Avatar>
      </Tooltip>
    );
  }

  if (websites.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
        {translate("app.store_picker.none")}
      </Typography>
    );
  }

  return (
    <Box sx={{ px: 1.5, pt: 1.5, pb: 1 }}>
      <TextField
        select
        fullWidth
        size="small"
        variant="outlined"
        label={translate("app.store_picker.label")}
        value={website?.id ?? ""}
        onChange={(event) => setActiveWebsite(Number(event.target.value))}
      >
        {websites.map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", flex: 1 }}>
              {entry.name}
            </Box>
            {Number(entry.is_demo) ? (
              <Chip size="small" label={translate("app.store_picker.demo")} sx={{ ml: 1, height: 20 }} />
            ) : null}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
