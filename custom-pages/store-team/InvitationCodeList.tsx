import { useState } from "react";
import { Chip, TableCell, TableRow, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { PagedTable } from "./ListState";
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
      <PagedTable
        query={{ data, isPending, isError }}
        empty="app.team.code_list.empty"
        head={
          <>
            <TableCell>{translate("app.team.code_list.code")}</TableCell>
            <TableCell>{translate("app.team.role")}</TableCell>
            <TableCell>{translate("app.team.code_list.uses")}</TableCell>
            <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
              {translate("app.team.code_list.expires")}
            </TableCell>
            <TableCell>{translate("app.team.code_list.state")}</TableCell>
          </>
        }
        row={(code) => (
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
        )}
        onPageChange={setPage}
      />
    </>
  );
};
