import { Skeleton, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

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
