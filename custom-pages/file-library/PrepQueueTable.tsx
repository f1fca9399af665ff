import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FilePrepRequest, FilePrepStatus } from "../../domain/library";
import { formatDate } from "../../ui/format";
import { PagedTable, type Column } from "../../ui/lists/PagedTable";
import type { PageQuery } from "../../ui/lists/types";
import type { Paging } from "../../ui/lists/usePaging";
import { FileThumb } from "../../ui/files/FileThumb";

const OPEN: readonly FilePrepStatus[] = ["pending", "in_progress"];
const STATUS_COLOR = {
  pending: "warning",
  in_progress: "info",
  done: "success",
  rejected: "error",
  cancelled: "default",
} as const;

interface Props {
  query: PageQuery<FilePrepRequest>;
  paging: Paging;
  filtered: boolean;
  onChangeStatus: (request: FilePrepRequest) => void;
  onDeliver: (request: FilePrepRequest) => void;
}

/** One page of every store's preparation requests: store, file, note, status, dates, actions. */
export function PrepQueueTable({ query, paging, filtered, onChangeStatus, onDeliver }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.library.prep_admin.${key}`, options);

  const columns: Column<FilePrepRequest>[] = [
    { label: t("store"), cell: (r) => r.website_name },
    {
      label: t("file"),
      cell: (r) =>
        r.file ? (
          <Link
            href={r.file.url}
            target="_blank"
            rel="noopener"
            aria-label={t("open_file", { name: r.file.name })}
          >
            <Box sx={{ width: 72 }}>
              <FileThumb file={r.file} size={56} />
            </Box>
            <Typography variant="caption" sx={{ wordBreak: "break-all" }}>
              {r.file.name}
            </Typography>
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("no_file")}
          </Typography>
        ),
    },
    {
      label: t("request"),
      cell: (r) => (
        <Stack spacing={0.5} sx={{ maxWidth: 360 }}>
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
            {r.note || t("no_note")}
          </Typography>
          {r.user_name ? (
            <Typography variant="caption" color="text.secondary">
              {t("requested_by", { name: r.user_name })}
            </Typography>
          ) : null}
          {r.admin_note ? (
            <Typography variant="caption" sx={{ fontStyle: "italic" }}>
              {r.admin_note}
            </Typography>
          ) : null}
          {r.result_file ? (
            <Link href={r.result_file.url} target="_blank" rel="noopener" variant="caption">
              {translate("app.library.prep.result", { name: r.result_file.name })}
            </Link>
          ) : null}
        </Stack>
      ),
    },
    {
      label: t("status"),
      cell: (r) => (
        <Chip
          size="small"
          color={STATUS_COLOR[r.status]}
          label={translate(`app.library.prep.status.${r.status}`)}
        />
      ),
    },
    {
      label: t("dates"),
      nowrap: true,
      cell: (r) => (
        <Stack>
          <Typography variant="caption">{t("requested_on", { date: formatDate(r.created_at) })}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t("updated_on", { date: formatDate(r.updated_at) })}
          </Typography>
        </Stack>
      ),
    },
    {
      label: t("actions"),
      nowrap: true,
      cell: (r) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => onChangeStatus(r)}>
            {t("change_status")}
          </Button>
          {OPEN.includes(r.status) ? (
            <Button size="small" variant="contained" onClick={() => onDeliver(r)}>
              {t("deliver")}
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <PagedTable
      query={query}
      columns={columns}
      rowKey={(r) => r.id}
      paging={paging}
      empty={filtered ? "app.library.prep_admin.empty_status" : "app.library.prep_admin.empty"}
      error="app.library.prep_admin.load_error"
      retry="app.library.prep_admin.retry"
      label={t("title")}
      rowsPerPageOptions={[10, 25, 50, 100]}
    />
  );
}
