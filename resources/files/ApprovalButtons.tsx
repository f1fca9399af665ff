import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import type { LibraryFile } from "../../domain/library";
import { serverMessage } from "../../ui/files/serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

/** The print team's approve and reject buttons for one file (shown to platform admins only). */
export function ApprovalButtons({ file, onChanged }: { file: LibraryFile; onChanged: () => void }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const decide = async (approved: boolean) => {
    setBusy(true);
    try {
      const { message } = await dataProvider.setFileApproval(file.id, approved);
      notify(message, { type: "success" });
      onChanged();
    } catch (error) {
      notify(serverMessage(error) ?? translate("app.library.editor.failed"), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy || file.approval === "approved"}
        onClick={() => void decide(true)}
      >
        {translate("app.library.approval.approve")}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        disabled={busy || file.approval === "rejected"}
        onClick={() => void decide(false)}
      >
        {translate("app.library.approval.reject")}
      </Button>
    </Stack>
  );
}
