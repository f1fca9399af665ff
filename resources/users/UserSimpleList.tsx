import { SimpleList, useTranslate } from "react-admin";
import { formatDate } from "../../ui/format";
import { UserStatusChip } from "./UserStatusChip";
import type { UserRecord } from "../../domain/contracts/users";
import { userRoleText } from "./userRole";

/** Phones: one line per user (name, email, role and joining date) with the status, opening the edit page. */
export const UserSimpleList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<UserRecord>
      primaryText={(user) => user.name}
      secondaryText={(user) => user.email}
      tertiaryText={(user) => `${userRoleText(user, translate)} · ${formatDate(user.created_at)}`}
      rightIcon={() => <UserStatusChip />}
      rowClick="edit"
    />
  );
};
