import { useCallback } from "react";
import { useTranslate } from "react-admin";
import { isCompanyRole } from "../../domain/permissions";

/** A company role's name in the UI language; members without a role read as plain members. */
export function useRoleLabel() {
  const translate = useTranslate();
  return useCallback(
    (role: string | null, isOwner = false) => {
      if (isOwner) return translate("app.team.roles.owner");
      return isCompanyRole(role) ? translate(`app.team.roles.${role}`) : translate("app.team.roles.member");
    },
    [translate],
  );
}
