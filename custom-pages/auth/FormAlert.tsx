import { Alert } from "@mui/material";
import type { FormStatus } from "./useApiForm";

export const FormAlert = ({ status }: { status: FormStatus | null }) =>
  status === null ? null : (
    <Alert severity={status.severity} sx={{ mb: 2 }} role={status.severity === "error" ? "alert" : "status"}>
      {status.text}
    </Alert>
  );
