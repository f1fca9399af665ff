import { Link } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { WebsiteRecord } from "./types";

/** Links only what is a real URL; a bare slug is shown as text. */
export const WebsiteLink = () => {
  const record = useRecordContext<WebsiteRecord>();
  if (!record?.link) return null;
  if (!/^https?:\/\//i.test(record.link)) return <span>{record.link}</span>;
  return (
    <Link
      href={record.link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
    >
      {record.link.replace(/^https?:\/\//i, "")}
    </Link>
  );
};
