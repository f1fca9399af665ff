import { Link } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { publicUrl } from "../../ui/stores/publicUrl";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { useViewStore } from "../../ui/stores/viewStore";

/**
 * The store's public address, opened in a new tab as "View Store" opens
 * it: before launch that address does not answer yet, so the link opens the preview instead.
 */
export const WebsiteLink = () => {
  const translate = useTranslate();
  const record = useRecordContext<WebsiteRecord>();
  const { url } = useViewStore(record?.link ? record : null);
  if (!record?.link) return null;
  const address = publicUrl(record).replace(/^https?:\/\//i, "");
  if (!url) return <span>{address}</span>;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={translate("app.website.open_link")}
      onClick={(event) => event.stopPropagation()}
    >
      {address}
    </Link>
  );
};
