import type { ReactElement } from "react";
import { Chip, Stack } from "@mui/material";

/** A labelled group of chips that each toggle on (filled, primary) and off (outlined). */
export const ToggleChips = ({
  label,
  items,
  isOn,
  onToggle,
  avatar,
}: {
  label: string;
  items: string[];
  isOn: (item: string) => boolean;
  onToggle: (item: string) => void;
  avatar?: (item: string) => ReactElement;
}) => (
  <Stack direction="row" flexWrap="wrap" gap={1} role="group" aria-label={label}>
    {items.map((item) => (
      <Chip
        key={item}
        avatar={avatar?.(item)}
        label={item}
        aria-pressed={isOn(item)}
        color={isOn(item) ? "primary" : "default"}
        variant={isOn(item) ? "filled" : "outlined"}
        onClick={() => onToggle(item)}
      />
    ))}
  </Stack>
);
