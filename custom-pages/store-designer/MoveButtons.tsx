import { IconButton, Tooltip } from "@mui/material";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";

/** The keyboard's way to reorder a row: one place up or down, disabled at either end. */
export const MoveButtons = ({
  index,
  count,
  onMove,
  upLabel,
  downLabel,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  upLabel: string;
  downLabel: string;
}) => (
  <>
    <Tooltip title={upLabel}>
      <span>
        <IconButton
          size="small"
          aria-label={upLabel}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
    <Tooltip title={downLabel}>
      <span>
        <IconButton
          size="small"
          aria-label={downLabel}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  </>
);
