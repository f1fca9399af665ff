import { Button, Chip, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { JoinRequest } from "./types";

const STATUS_COLOR = { pending: "warning", accepted: "success", declined: "default" } as const;

interface RequestRowProps {
  request: JoinRequest;
  busy: boolean;
  onAnswer: (status: "accepted" | "declined") => void;
  /** Edit the request or forward it to another store. */
  onEdit?: () => void;
}

/** Who asked, their message and the request's state; an open one can be accepted or declined. */
export const RequestRow = ({ request, busy, onAnswer, onEdit }: RequestRowProps) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell>
        <Typography fontWeight={600}>{request.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {request.email}
          {request.company ? ` · ${request.company}` : ""}
        </Typography>
        {request.message ? <Typography variant="body2">{request.message}</Typography> : null}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={STATUS_COLOR[request.status]}
          label={translate(`app.team.requests.status.${request.status}`)}
        />
      </TableCell>
      <TableCell align="right">
        {request.status === "pending" ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
            <Button size="small" variant="contained" disabled={busy} onClick={() => onAnswer("accepted")}>
              {translate("app.team.requests.accept")}
            </Button>
            <Button size="small" disabled={busy} onClick={() => onAnswer("declined")}>
              {translate("app.team.requests.decline")}
            </Button>
            {onEdit ? (
              <Button
                size="small"
                disabled={busy}
                onClick={onEdit}
                aria-label={translate("app.team.request_edit.edit_for", { name: request.name })}
              >
                {translate("app.team.request_edit.edit")}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </TableCell>
    </TableRow>
  );
};
