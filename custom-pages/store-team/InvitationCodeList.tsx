import { useState } from "react";
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
import { EmptyList, ListSkeleton, LoadFailed } from "./ListState";
import { useInvitationCodes } from "./useInvitationCodes";
import { useRoleLabel } from "./useRoleLabel";

const STATE_COLOR = { active: "success", used_up: "default", expired: "default" } as const;

/** The store's codes with their role, uses and whether they still work; 10 a page. */
export const InvitationCodeList = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useInvitationCodes(websiteId, page);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });

  return (
    <>
      <Typography variant="subtitle1" component="h3" fontWeight={600} sx={{ mt: 3, mb: 1 }}>
        {translate("app.team.code_list.title")}
      </Typography>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadFailed />
      ) : data.total === 0 ? (
        <EmptyList text="app.team.code_list.empty" />
      ) : (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate("app.team.code_list.code")}</TableCell>
                <TableCell>{translate("app.team.role")}</TableCell>
                <TableCell>{translate("app.team.code_list.uses")}</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                  {translate("app.team.code_list.expires")}
                </TableCell>
                <TableCell>{translate("app.team.code_list.state")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((code) => (
                <TableRow key={code.code}>
                  <TableCell sx={{ fontFamily: "monospace", letterSpacing: 1 }}>{code.code}</TableCell>
                  <TableCell>{roleLabel(code.company_role)}</TableCell>
                  <TableCell>
                    {translate("app.team.code_list.uses_value", { uses: code.uses, max: code.max_uses })}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" }, whiteSpace: "nowrap" }}>
                    {date.format(new Date(code.expires_at))}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLOR[code.state]}
                      label={translate(`app.team.code_list.states.${code.state}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={data.current_page - 1}
            rowsPerPage={data.per_page}
            rowsPerPageOptions={[data.per_page]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        </>
      )}
    </>
  );
};
