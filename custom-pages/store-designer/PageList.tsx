import { useState } from "react";
import { useTranslate } from "react-admin";
import { Box, Button, List, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { AddPageDialog } from "./AddPageDialog";
import { useDesigner } from "./DesignerContext";
import { PageRow } from "./PageRow";
import { usePageActions } from "./usePageActions";

/**
 * The store's pages (home, custom pages, blogs, FAQs, collections, gallery) in menu order, each
 * with its type; dragging or the arrow buttons change the order of the store menu.
 */
export const PageList = () => {
  const translate = useTranslate();
  const { pages, selectedPage, selectPage, movePage } = useDesigner();
  const { remove } = usePageActions();
  const [adding, setAdding] = useState(false);
  const hasHome = pages.some((p) => p.type === "home");
  const title = translate("app.storeDesigner.pages.title");

  return (
    <Box component="nav" aria-label={title}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate("app.storeDesigner.pages.add")}
        </Button>
      </Box>
      {pages.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate("app.storeDesigner.pages.empty")}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={title} sx={{ maxHeight: 280, overflow: "auto" }}>
          {pages.map((page, index) => (
            <PageRow
              key={page.id}
              page={page}
              index={index}
              count={pages.length}
              selected={selectedPage?.id === page.id}
              onSelect={() => selectPage(page.id)}
              onMove={movePage}
              onDelete={() => remove(page)}
            />
          ))}
        </List>
      )}
      {adding && <AddPageDialog open onClose={() => setAdding(false)} hasHome={hasHome} />}
    </Box>
  );
};
