import { useTranslate } from "react-admin";
import { IconButton, ListItemButton, ListItemText } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { ReorderableRow } from "./ReorderableRow";
import type { DesignerPage } from "./types";

export const PAGE_DND_TYPE = "store-designer-page";

interface Props {
  page: DesignerPage;
  index: number;
  count: number;
  selected: boolean;
  onSelect: () => void;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}

/** One page of the store menu: opened by a click, moved by its handle or the arrow buttons. */
export const PageRow = ({ page, index, count, selected, onSelect, onMove, onDelete }: Props) => {
  const translate = useTranslate();
  const name = page.name;
  const kind = translate(`app.storeDesigner.pages.type_one.${page.type}`);
  const path = `/${page.type === "home" ? "" : page.slug}`;

  return (
    <ReorderableRow
      dndType={PAGE_DND_TYPE}
      id={page.id}
      index={index}
      count={count}
      onMove={onMove}
      name={name}
      messages="pages"
      handleTestId={`drag-page-${page.id}`}
      disablePadding
      data-page-id={page.id}
      sx={{ pl: 0.5 }}
      actions={
        <IconButton
          edge="end"
          size="small"
          aria-label={translate("app.storeDesigner.pages.delete", { name })}
          onClick={onDelete}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      }
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? "page" : undefined}
        onClick={onSelect}
        sx={{ pr: 14 }}
      >
        <ListItemText
          primary={name}
          secondary={`${kind} · ${path}`}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ReorderableRow>
  );
};
