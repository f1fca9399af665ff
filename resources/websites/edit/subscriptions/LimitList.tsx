import { List, ListItem, ListItemIcon, ListItemText } from "@mui/material";
import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslate } from "react-admin";
import type { PlanLimits } from "../../../../domain/contracts/store-settings";

/** What a plan allows, one line a limit, in words. */
export const LimitList = ({ limits }: { limits: Partial<PlanLimits> }) => {
  const translate = useTranslate();
  const count = (key: "products" | "users") => {
    const value = limits[key];
    return value === null || value === undefined
      ? translate(`app.storeSettings.plans.unlimited_${key}`)
      : translate(`app.storeSettings.plans.${key}`, { count: value, smart_count: value });
  };
  const flags = [
    ["giftcards", limits.giftcards === true],
    ["discounts", limits.discounts === true],
    ["custom_domain", limits.custom_domain === true],
    ["patterns", limits.patterns === "all"],
  ] as const;
  return (
    <List dense disablePadding>
      <ListItem disableGutters>
        <ListItemIcon sx={{ minWidth: 32 }}>
          <CheckIcon fontSize="small" color="success" />
        </ListItemIcon>
        <ListItemText primary={count("products")} />
      </ListItem>
      <ListItem disableGutters>
        <ListItemIcon sx={{ minWidth: 32 }}>
          <CheckIcon fontSize="small" color="success" />
        </ListItemIcon>
        <ListItemText primary={count("users")} />
      </ListItem>
      {flags.map(([key, on]) => (
        <ListItem key={key} disableGutters sx={{ color: on ? undefined : "text.secondary" }}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {on ? <CheckIcon fontSize="small" color="success" /> : <CloseIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={translate(`app.storeSettings.plans.feature_${key}`)} />
        </ListItem>
      ))}
    </List>
  );
};
