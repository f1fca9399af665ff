import { FormControlLabel, MenuItem, Switch, TextField } from "@mui/material";

/** Plain controlled inputs: every change is an edit of the section, auto-saved after a pause. */

interface Base {
  label: string;
  error?: string;
}

export const TextInput = ({
  label,
  value,
  onChange,
  error,
  multiline = false,
  maxLength,
}: Base & { value: string; onChange: (value: string) => void; multiline?: boolean; maxLength?: number }) => (
  <TextField
    label={label}
    value={value}
    size="small"
    fullWidth
    multiline={multiline}
    minRows={multiline ? 4 : undefined}
    error={!!error}
    helperText={error}
    slotProps={{ htmlInput: { maxLength } }}
    onChange={(e) => onChange(e.target.value)}
  />
);

/**
 * A number; an emptied field is `undefined` (an optional style falls back to the store's), or
 * `whenEmpty` for required ones so the field shows its rule instead of silently keeping a value.
 */
export const NumberInput = ({
  label,
  value,
  onChange,
  error,
  whenEmpty,
  min,
}: Base & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  whenEmpty?: number;
  min?: number;
}) => (
  <TextField
    label={label}
    type="number"
    size="small"
    fullWidth
    value={value === undefined || Number.isNaN(value) ? "" : value}
    error={!!error}
    helperText={error}
    slotProps={{ htmlInput: { min, step: 1 } }}
    onChange={(e) => {
      const text = e.target.value.trim();
      onChange(text === "" ? whenEmpty : Number(text));
    }}
  />
);

export const SwitchInput = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <FormControlLabel
    control={<Switch size="small" checked={checked} onChange={(e) => onChange(e.target.checked)} />}
    label={label}
  />
);

export function SelectInput<T extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
}: Base & {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      fullWidth
      value={value}
      error={!!error}
      helperText={error}
      onChange={(e) => {
        const chosen = options.find((o) => String(o.value) === String(e.target.value));
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
