import { useState } from "react";
import { Title, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FILE_PREP_STATUSES, type FilePrepRequest, type FilePrepStatus } from "../../domain/library";
import { DeliverDialog } from "./DeliverDialog";
import { PrepQueueTable } from "./PrepQueueTable";
import { PrepStatusDialog } from "./PrepStatusDialog";
import { usePrepQueue } from "./usePrepQueue";

/** /master/admin/file-prep (platform admins): the print team's queue of file preparation requests. */
export default function AdminPrepPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.library.prep_admin.${key}`);
  const { query, paging, status, setStatus, changed } = usePrepQueue();
  const [editing, setEditing] = useState<FilePrepRequest | null>(null);
  const [delivering, setDelivering] = useState<FilePrepRequest | null>(null);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t("title")} />
      <Typography variant="h5" component="h1">
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("intro")}
      </Typography>
      <TextField
        select
        size="small"
        label={t("status_filter")}
        value={status}
        onChange={(e) => setStatus(e.target.value as FilePrepStatus | "")}
        sx={{ minWidth: 220, mb: 2 }}
      >
        <MenuItem value="">{t("all_statuses")}</MenuItem>
        {FILE_PREP_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`app.library.prep.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Paper variant="outlined" sx={{ overflowX: "auto" }}>
        <PrepQueueTable
          query={query}
          paging={paging}
          filtered={status !== ""}
          onChangeStatus={setEditing}
          onDeliver={setDelivering}
        />
      </Paper>
      <PrepStatusDialog request={editing} onClose={() => setEditing(null)} onSaved={() => void changed()} />
      <DeliverDialog
        request={delivering}
        onClose={() => setDelivering(null)}
        onDelivered={() => void changed()}
      />
    </Box>
  );
}
