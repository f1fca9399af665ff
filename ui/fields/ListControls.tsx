import { useTranslate } from "react-admin";
import IconButton from "@mui/material/IconButton";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";

/** Move up, move down and remove for one entry of an ordered list field. */
export function ListControls({
  index,
  count,
  onMove,
  onRemove,
  name,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  name: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <IconButton
        size="small"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`${translate("app.content.fields.move_up")} ${name}`}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`${translate("app.content.fields.move_down")} ${name}`}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={() => onRemove(index)}
        aria-label={`${translate("app.content.fields.remove")} ${name}`}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
