import { useState } from "react";
import { useTranslate } from "react-admin";
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import { AddPageDialog } from "./AddPageDialog";
import { useDesigner } from "./DesignerContext";
import { usePageActions } from "./usePageActions";
import { DESIGNABLE_TYPES } from "./useDesignerState";

/** The store's pages grouped by page type (home, custom pages, blogs, FAQs, collections, gallery). */
export const PageList = () => {
  const translate = useTranslate();
  const { pages, selectedPage, selectPage } = useDesigner();
  const { remove } = usePageActions();
  const [adding, setAdding] = useState(false);
  const hasHome = pages.some((p) => p.type === "home");

  return (
    <Box component="nav" aria-label={translate("app.storeDesigner.pages.title")}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle1" component="h2">
          {translate("app.storeDesigner.pages.title")}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate("app.storeDesigner.pages.add")}
        </Button>
      </Box>
      {pages.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate("app.storeDesigner.pages.empty")}
        </Typography>
      )}
      <List dense disablePadding sx={{ maxHeight: 240, overflow: "auto" }}>
        {DESIGNABLE_TYPES.map((type) => {
          const ofType = pages.filter((p) => p.type === type);
          if (ofType.length === 0) return null;
          return (
            <li key={type}>
              <List dense disablePadding>
                <ListSubheader sx={{ lineHeight: "32px" }}>
                  {translate(`app.storeDesigner.pages.types.${type}`)}
                </ListSubheader>
                {ofType.map((page) => (
                  <ListItem
                    key={page.id}
                    disablePadding
                    secondaryAction={
                      <IconButton
                        edge="end"
                        size="small"
                        aria-label={translate("app.storeDesigner.pages.delete", { name: page.name })}
                        onClick={() => remove(page)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemButton
                      selected={selectedPage?.id === page.id}
                      aria-current={selectedPage?.id === page.id ? "page" : undefined}
                      onClick={() => selectPage(page.id)}
                    >
                      <ListItemText
                        primary={page.name}
                        secondary={`/${page.type === "home" ? "" : page.slug}`}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </li>
          );
        })}
      </List>
      {adding && <AddPageDialog open onClose={() => setAdding(false)} hasHome={hasHome} />}
    </Box>
  );
};
