import { useState, type ReactNode } from "react";
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { EmptyList, ListSkeleton, LoadFailed } from "./ListState";
import { MemberDialog } from "./MemberDialog";
import { MemberRow } from "./MemberRow";
import { TeamSection } from "./TeamSection";
import type { Member } from "../types";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useSetTeam, useTeam } from "./useTeam";

/** Who can open the store, with role and permissions: edit, mail the summary, remove. */
export const MembersSection = ({ websiteId, action }: { websiteId: number; action?: ReactNode }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const setTeam = useSetTeam(websiteId);
  const { data, isPending, isError } = useTeam(websiteId);
  const [editing, setEditing] = useState<Member | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const remove = (member: Member) =>
    confirm({ content: "app.team.members.remove_confirm", translateOptions: { name: member.name } }).then(
      async () => {
        setBusy(member.user_id);
        const outcome = await call(() => dataProvider.removeStoreMember(websiteId, member.user_id), {
          success: () => "app.team.members.removed",
        });
        setBusy(null);
        if (outcome.ok) setTeam(outcome.result);
      },
      ignoreCanceled,
    );

  const sendSummary = async (member: Member) => {
    setBusy(member.user_id);
    await call(() => dataProvider.resendStoreMemberMail(websiteId, member.user_id));
    setBusy(null);
  };

  const members = data?.user_permissions ?? [];
  return (
    <TeamSection
      title={translate("app.team.members.title")}
      description={translate("app.team.members.description")}
      action={action}
    >
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadFailed />
      ) : members.length === 0 ? (
        <EmptyList text="app.team.members.empty" />
      ) : (
        // On a phone the table scrolls inside its card instead of widening the page.
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate("app.team.members.member")}</TableCell>
                <TableCell>{translate("app.team.role")}</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                  {translate("app.team.permissions.title")}
                </TableCell>
                <TableCell align="right">{translate("app.team.actions")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <MemberRow
                  key={member.user_id}
                  member={member}
                  busy={busy === member.user_id}
                  onEdit={() => setEditing(member)}
                  onRemove={() => void remove(member)}
                  onSendSummary={() => void sendSummary(member)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing ? (
        <MemberDialog websiteId={websiteId} member={editing} onClose={() => setEditing(null)} />
      ) : null}
    </TeamSection>
  );
};
