import { Checkbox, FormControlLabel } from "@mui/material";
import { useInput, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { PermissionChecklist } from "./PermissionChecklist";
import { fromEntries, roleDefaults, toEntries } from "./permissionSelection";
import { RoleSelect } from "./RoleSelect";
import type { PermissionValue } from "./types";

/** A form's company role and permission entries, as the invitation calls take them. */
export type RoleAccessValues = { company_role: string; permissions: PermissionValue[] };

/** A role with its default permissions: where a form giving that role starts. */
export const roleAccessOf = (role: string): RoleAccessValues => ({
  company_role: role,
  permissions: toEntries(roleDefaults(role)),
});

/**
 * The form's `company_role`: choosing another role starts the permissions again from that role's
 * defaults, unless `keepPermissions` (a member's permissions stay as they are). `disabled` only
 * greys the picker (react-hook-form would leave a disabled field's value out of the submission).
 */
export const RoleInput = ({
  websiteId,
  disabled,
  keepPermissions = false,
}: {
  websiteId?: number;
  disabled: boolean;
  keepPermissions?: boolean;
}) => {
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput<string>({ source: "company_role" });
  return (
    <RoleSelect
      websiteId={websiteId}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={(next) => {
        field.onChange(next);
        if (!keepPermissions) setValue("permissions", toEntries(roleDefaults(next)), { shouldDirty: true });
      }}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
};

/** The form's `permissions` (every permission type with 0 or 1) as the checklist, under the role's defaults. */
export const PermissionEntriesInput = ({ disabled }: { disabled: boolean }) => {
  const { field } = useInput<PermissionValue[]>({ source: "permissions", defaultValue: [] });
  const role: unknown = useWatch({ name: "company_role" });
  const entries: PermissionValue[] = Array.isArray(field.value) ? field.value : [];
  return (
    <PermissionChecklist
      value={fromEntries(typeof role === "string" ? role : "", entries)}
      onChange={(next) => field.onChange(toEntries(next))}
      disabled={disabled}
    />
  );
};

/** The form's `store_owner` (0 or 1 on the server) as a checkbox. */
export const StoreOwnerInput = () => {
  const translate = useTranslate();
  const { field } = useInput<boolean>({ source: "store_owner", defaultValue: false });
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      control={
        <Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label={translate("app.team.invitations.store_owner")}
    />
  );
};
