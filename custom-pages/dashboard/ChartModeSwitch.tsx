import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslate } from "react-admin";

interface ChartModeSwitchProps {
  value: string;
  modes: readonly string[];
  /** Translation prefix: `${labelKey}.${mode}` names each mode, `${labelKey}.label` the group. */
  labelKey: string;
  onChange: (mode: string) => void;
}

/** Which series a card's chart shows. */
export const ChartModeSwitch = ({ value, modes, labelKey, onChange }: ChartModeSwitchProps) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: string | null) => next && onChange(next)}
      aria-label={translate(`${labelKey}.label`)}
      sx={{ "& .MuiToggleButton-root": { px: 1.25, py: 0.25, textTransform: "none", fontWeight: 600 } }}
    >
      {modes.map((mode) => (
        <ToggleButton key={mode} value={mode}>
          {translate(`${labelKey}.${mode}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
