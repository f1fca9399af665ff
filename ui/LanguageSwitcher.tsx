import { useState, type MouseEvent } from "react";
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useLocales, useLocaleState, useTranslate } from "react-admin";
import { Flag } from "./Flag";

/**
 * One menu item per language the i18n provider offers, the current one selected; the locale is
 * remembered by react-admin's store.
 */
export const LanguageMenuItems = ({ onChosen }: { onChosen?: () => void }) => {
  const [locale, setLocale] = useLocaleState();
  return useLocales().map((entry) => (
    <MenuItem
      key={entry.locale}
      selected={entry.locale === locale}
      lang={entry.locale}
      onClick={() => {
        onChosen?.();
        setLocale(entry.locale);
      }}
    >
      <ListItemIcon>
        <Flag locale={entry.locale} />
      </ListItemIcon>
      <ListItemText>{entry.name}</ListItemText>
    </MenuItem>
  ));
};

/** The top bar's flag button and its language menu. */
export const LanguageSwitcher = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const locales = useLocales();
  const current = locales.find((entry) => entry.locale === locale) ?? locales[0];
  if (!current) return null;

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
        <LanguageMenuItems onChosen={() => setAnchor(null)} />
      </Menu>
    </>
  );
};
