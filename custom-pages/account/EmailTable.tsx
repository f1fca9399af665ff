import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { PAGE_VIEW_OPTIONS } from "../../domain/account";
import type { EmailPage, SentEmail } from "./useEmails";

interface EmailTableProps {
  page: EmailPage;
  onOpen: (email: SentEmail) => void;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Subject, date and delivery state; a row opens the mail (by click or Enter). */
export const EmailTable = ({ page, onOpen, onPage, onPerPage }: EmailTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <>
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>{translate("app.account.emails.subject")}</TableCell>
            <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
              {translate("app.account.emails.date")}
            </TableCell>
            <TableCell align="right">{translate("app.account.emails.status")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.data.map((email) => (
            <TableRow
              key={email.id}
              hover
              tabIndex={0}
              onClick={() => onOpen(email)}
              onKeyDown={(event) => event.key === "Enter" && onOpen(email)}
              sx={{ cursor: "pointer" }}
            >
              <TableCell>
                <Typography fontWeight={600}>{email.subject}</Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  noWrap
                  sx={{ maxWidth: { xs: "55vw", md: 560 } }}
                >
                  {email.text.replace(/\s+/g, " ").slice(0, 120)}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: "none", sm: "table-cell" }, whiteSpace: "nowrap" }}>
                {format.format(new Date(email.created_at))}
              </TableCell>
              <TableCell align="right">
                <Chip
                  size="small"
                  color={email.sent_at ? "success" : "default"}
                  variant="outlined"
                  label={translate(email.sent_at ? "app.account.emails.sent" : "app.account.emails.queued")}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={page.total}
        page={page.current_page - 1}
        rowsPerPage={page.per_page}
        rowsPerPageOptions={[...PAGE_VIEW_OPTIONS]}
        onPageChange={(_, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
        labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
      />
    </>
  );
};
