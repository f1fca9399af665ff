import { Chip, Typography, type ChipProps } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { JoinRequest } from "../types";

/** The server sends the status as text; the three it writes have a colour. */
const STATUS_COLOR: Readonly<Record<string, ChipProps["color"]>> = {
  pending: "warning",
  accepted: "success",
  declined: "default",
};

/** Who asked (name, address, company) and their message. */
export const RequestWho = () => {
  const request = useRecordContext<JoinRequest>();
  if (!request) return null;
  return (
    <>
      <Typography fontWeight={600}>{request.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {request.email}
        {request.company ? ` · ${request.company}` : ""}
      </Typography>
      {request.message ? <Typography variant="body2">{request.message}</Typography> : null}
    </>
  );
};

/** Pending, accepted or declined. */
export const RequestStatusChip = () => {
  const request = useRecordContext<JoinRequest>();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[request.status]}
      label={translate(`app.team.requests.status.${request.status}`)}
    />
  );
};
