import { useState } from "react";
import { Card, Skeleton, Typography } from "@mui/material";
import MailIcon from "@mui/icons-material/MailOutline";
import { useTranslate } from "react-admin";
import { PAGE_VIEW_OPTIONS } from "../../domain/account";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { AccountPage } from "./AccountPage";
import { EmailDialog } from "./EmailDialog";
import { EmailTable } from "./EmailTable";
import { EmptyPanel } from "../../ui/EmptyPanel";
import { useEmails, type SentEmail } from "./useEmails";

/** Page sizes 10..100, the user's page_view by default. */
function defaultPerPage(pageView: number | undefined): number {
  return PAGE_VIEW_OPTIONS.find((size) => size === pageView) ?? 25;
}

/** "/emails": the mails the platform sent to the user's address, paged; one opens to be read. */
const Emails = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(() => defaultPerPage(user?.page_view));
  const [open, setOpen] = useState<SentEmail | null>(null);
  const { data, isPending, isError } = useEmails(page, perPage);

  return (
    <AccountPage title="app.account.page.emails" intro="app.account.emails.intro" maxWidth={1080}>
      {isPending ? (
        <Skeleton variant="rounded" height={280} />
      ) : isError ? (
        <Typography color="error">{translate("app.account.load_error")}</Typography>
      ) : data.total === 0 ? (
        <EmptyPanel
          icon={<MailIcon />}
          title={translate("app.account.emails.empty")}
          text={translate(
            user?.email_verified_at ? "app.account.emails.empty_hint" : "app.account.emails.unverified",
          )}
        />
      ) : (
        <Card>
          <EmailTable
            page={data}
            onOpen={setOpen}
            onPage={setPage}
            onPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </Card>
      )}
      <EmailDialog email={open} onClose={() => setOpen(null)} />
    </AccountPage>
  );
};

export default Emails;
