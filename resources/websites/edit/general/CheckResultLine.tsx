import { Typography } from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircleOutline";
import ErrorIcon from "@mui/icons-material/ErrorOutline";
import type { CheckResult } from "./useCheck";

/** The verdict of a check under its field, green or red, read out by screen readers. */
export const CheckResultLine = ({ result }: { result: CheckResult | null }) =>
  result ? (
    <Typography
      role="status"
      variant="body2"
      color={result.ok ? "success.main" : "error"}
      sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: -0.5, mb: 1.5 }}
    >
      {result.ok ? <CheckCircleIcon fontSize="small" /> : <ErrorIcon fontSize="small" />}
      {result.text}
    </Typography>
  ) : null;
