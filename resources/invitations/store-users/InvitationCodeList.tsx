import { Chip, Typography } from "@mui/material";
import { DataTable, Pagination, ReferenceManyField, useLocaleState, useTranslate } from "react-admin";
import type { ListedInvitationCode } from "../types";
import { useRoleLabel } from "../useRoleLabel";
import { EmptyList, ListLoadFailed } from "./ListState";

/** A code as a list row: keyed by the code itself. */
type CodeRecord = ListedInvitationCode & { id: string };

const STATE_COLOR = { active: "success", used_up: "default", expired: "default" } as const;
const T = "app.team.code_list";

/** The store's codes with their role, uses and whether they still work; 10 a page, newest first. */
export const InvitationCodeList = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const [locale] = useLocaleState();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });

  return (
    <>
      <Typography variant="subtitle1" component="h3" fontWeight={600} sx={{ mt: 3, mb: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      <ReferenceManyField<{ id: number }, CodeRecord>
        record={{ id: websiteId }}
        reference="StoreInvitationCode"
        target="website_id"
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <ListLoadFailed />
        <DataTable<CodeRecord>
          empty={<EmptyList text={`${T}.empty`} />}
          bulkActionButtons={false}
          rowClick={false}
          size="small"
        >
          <DataTable.Col
            label={`${T}.code`}
            disableSort
            sx={{ fontFamily: "monospace", letterSpacing: 1 }}
            render={(code: CodeRecord) => code.code}
          />
          <DataTable.Col
            label="app.team.role"
            disableSort
            render={(code: CodeRecord) => roleLabel(code.company_role)}
          />
          <DataTable.Col
            label={`${T}.uses`}
            disableSort
            render={(code: CodeRecord) =>
              translate(`${T}.uses_value`, { uses: code.uses, max: code.max_uses })
            }
          />
          <DataTable.Col
            label={`${T}.expires`}
            disableSort
            sx={{ display: { xs: "none", md: "table-cell" }, whiteSpace: "nowrap" }}
            render={(code: CodeRecord) => date.format(new Date(code.expires_at))}
          />
          <DataTable.Col
            label={`${T}.state`}
            disableSort
            render={(code: CodeRecord) => (
              <Chip
                size="small"
                color={STATE_COLOR[code.state]}
                label={translate(`${T}.states.${code.state}`)}
              />
            )}
          />
        </DataTable>
      </ReferenceManyField>
    </>
  );
};
