import type { SxProps, Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import type { Paging } from "./usePaging";

interface SearchFieldProps {
  /** Already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  paging: Paging;
  sx?: SxProps<Theme>;
}

/** A paged list's search box: what it finds is a new list, so typing goes back to its first page. */
export const SearchField = ({ label, value, onChange, paging, sx }: SearchFieldProps) => (
  <TextField
    size="small"
    label={label}
    value={value}
    onChange={(e) => {
      onChange(e.target.value);
      paging.reset();
    }}
    sx={sx}
  />
);
