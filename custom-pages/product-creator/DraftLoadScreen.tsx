import { Alert, Box, Skeleton } from "@mui/material";
import { useTranslate } from "react-admin";
import type { LoadState } from "./useCreatorDraft";

/** What a creator shows instead of its steps while the draft of ?draft= is read, or once it is gone. */
export const DraftLoadScreen = ({ load }: { load: Extract<LoadState, "loading" | "missing"> }) => {
  const translate = useTranslate();
  return load === "loading" ? (
    <Box p={2} aria-busy="true">
      <Skeleton variant="rounded" height={420} />
    </Box>
  ) : (
    <Box p={2}>
      <Alert severity="error">{translate("app.productCreator.draft_missing")}</Alert>
    </Box>
  );
};
