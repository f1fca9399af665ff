import { InputAdornment, TextField, type SxProps, type Theme } from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useTranslate } from "react-admin";

/** The catalogue's search box: a small text field with the search icon in front. */
export const SearchField = ({
  value,
  onChange,
  autoFocus,
  fullWidth,
  sx,
}: {
  value: string;
  onChange: (term: string) => void;
  autoFocus?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      size="small"
      sx={sx}
      label={translate("app.catalogue.search")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
