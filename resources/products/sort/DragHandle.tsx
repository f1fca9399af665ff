import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import { Tooltip } from "@mui/material";
import { useTranslate } from "react-admin";
import { useSortDrag } from "./SortDragContext";

/** Shows where to grab; the whole row is the drag source. */
export const DragHandle = () => {
  const translate = useTranslate();
  const { enabled } = useSortDrag();
  if (!enabled) return null;
  return (
    <Tooltip title={translate("app.productList.sort.hint")}>
      <DragIndicatorIcon fontSize="small" color="action" sx={{ cursor: "grab", display: "block" }} />
    </Tooltip>
  );
};
