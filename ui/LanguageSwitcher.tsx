import { useState, type MouseEvent } from "react";
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { LOCALES } from "../providers/i18nProvider";
import { Flag } from "./Flag";

/** Flag choice; the locale is remembered by react-admin's store. */
export const LanguageSwitcher = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0];

  const choose = (next: string) => {
    setAnchor(null);
    setLocale(next);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={translate("app.appbar.language")}
        aria-haspopup="menu"
        sx={{ minWidth: 0, px: 1 }}
      >
        <Flag locale={current.locale} />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((entry) => (
          <MenuItem
            key={entry.locale}
            selected={entry.locale === locale}
            onClick={() => choose(entry.locale)}
          >
            <ListItemIcon>
              <Flag locale={entry.locale} />
            </ListItemIcon>
            <ListItemText>{entry.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
