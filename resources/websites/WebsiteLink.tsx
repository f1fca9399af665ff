import { Link } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { publicUrl } from "./publicUrl";
import type { WebsiteRecord } from "./types";

/** The store's public page (spec §3 linkToWebsite), opened in a new tab. */
export const WebsiteLink = () => {
  const translate = useTranslate();
  const record = useRecordContext<WebsiteRecord>();
  if (!record?.link) return null;
  const href = publicUrl(record);
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={translate("app.website.open_link")}
      onClick={(event) => event.stopPropagation()}
    >
      {href.replace(/^https?:\/\//i, "")}
    </Link>
  );
};
