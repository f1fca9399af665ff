import { Box, Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import MailIcon from "@mui/icons-material/MailOutline";
import { useTranslate } from "react-admin";
import { PERMISSION_TYPES } from "../../../domain/permissions";
import type { Member } from "../types";
import { useRoleLabel } from "../useRoleLabel";

interface MemberRowProps {
  member: Member;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onSendSummary: () => void;
}

/** A member, their role and what they hold; the owner's access is not editable. */
export const MemberRow = ({ member, busy, onEdit, onRemove, onSendSummary }: MemberRowProps) => {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const full = member.granted.length === PERMISSION_TYPES.length;
  return (
    <TableRow>
      <TableCell>
        <Typography fontWeight={600}>{member.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {member.email}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={member.is_owner ? "primary" : "default"}
          label={roleLabel(member.company_role, member.is_owner)}
        />
        {member.via_company ? (
          <Typography variant="caption" display="block" color="text.secondary">
            {translate("app.team.members.via_company")}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
        {full ? (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={translate("app.team.permissions.full_admin_access")}
          />
        ) : (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
            {member.granted.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate("app.team.members.no_permissions")}
              </Typography>
            ) : (
              member.granted.map((type) => (
                <Chip
                  key={type}
                  size="small"
                  variant="outlined"
                  label={translate(`app.team.permissions.${type}`)}
                />
              ))
            )}
          </Box>
        )}
      </TableCell>
      <TableCell align="right">
        {member.is_owner ? null : (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
            <Tooltip title={translate("app.team.members.edit")}>
              <IconButton
                aria-label={translate("app.team.members.edit_named", { name: member.name })}
                onClick={onEdit}
                disabled={busy}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate("app.team.members.send_summary")}>
              <IconButton
                aria-label={translate("app.team.members.send_summary")}
                onClick={onSendSummary}
                disabled={busy}
              >
                <MailIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate("app.team.members.remove")}>
              <IconButton
                aria-label={translate("app.team.members.remove_named", { name: member.name })}
                onClick={onRemove}
                disabled={busy}
                color="error"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
};
