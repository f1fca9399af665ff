import { MenuItem, Skeleton, Stack, TextField, Typography } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";

/** Rows-shaped placeholders while a list loads. */
export const ListSkeleton = ({ rows = 3 }: { rows?: number }) => (
  <Stack spacing={1} aria-busy="true">
    {Array.from({ length: rows }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={40} />
    ))}
  </Stack>
);

/** What an empty list says, as a translation key. */
export const EmptyList = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
      {translate(text)}
    </Typography>
  );
};

/** A list that could not be loaded. */
export const LoadFailed = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="error" sx={{ py: 2 }}>
      {translate("app.team.load_failed")}
    </Typography>
  );
};

interface StatusSelectProps<S extends string> {
  /** Translation prefix holding `status_filter`, `status.all` and `status.<each>`. */
  keys: string;
  statuses: readonly S[];
  value: S | "";
  onChange: (value: S | "") => void;
  /** Space below the select, in theme spacing units. */
  mb?: number;
}

/** A status filter whose empty value means all statuses. */
export const StatusSelect = <S extends string>({
  keys,
  statuses,
  value,
  onChange,
  mb,
}: StatusSelectProps<S>) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`${keys}.status_filter`)}
      // "All" is the empty value: shown, with the label above it rather than over it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={value}
      onChange={(event) => onChange(statuses.find((s) => s === event.target.value) ?? "")}
      sx={{ mb, minWidth: 200 }}
    >
      <MenuItem value="">{translate(`${keys}.status.all`)}</MenuItem>
      {statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(`${keys}.status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Inside a list context: the failure text when the list could not be loaded. */
export const ListLoadFailed = () => {
  const { error } = useListContext();
  return error ? <LoadFailed /> : null;
};
