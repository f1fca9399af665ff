import type { ReactElement } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { BooleanInput, SelectInput, SimpleForm, TextInput } from "react-admin";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { invitationSchema, updateInvitationSchema } from "../../domain/invitations";
import { roleChoices } from "./invitationFilters";
import { PermissionsInput } from "./PermissionsInput";

/** The role's permissions follow the role chosen above them. */
const RolePermissions = () => {
  const role = useWatch<{ company_role?: string }>({ name: "company_role" });
  return <PermissionsInput role={typeof role === "string" ? role : ""} />;
};

/** store_owner is 0/1 on the server and a switch here. */
const ownerFlag = {
  format: (value: unknown) => value === 1 || value === true,
  parse: (value: unknown) => (value === true ? 1 : 0),
};

interface InvitationFormProps {
  /** A new invitation (the address is asked) or a change of an open one (the address is fixed). */
  mode: "create" | "edit";
  defaultValues?: Partial<z.input<typeof invitationSchema>>;
  toolbar?: ReactElement;
}

/** An invitation: address, company role, store-owner flag and permissions, checked by the server's schema. */
export const InvitationForm = ({ mode, defaultValues, toolbar }: InvitationFormProps) => (
  <SimpleForm
    // The schema checks the address with the server's message, shown at the field (not a browser bubble).
    noValidate
    resolver={zodResolver(mode === "create" ? invitationSchema : updateInvitationSchema)}
    defaultValues={defaultValues}
    toolbar={toolbar}
    sx={{ maxWidth: 640 }}
  >
    <TextInput source="email" label="app.team.invitations.email" type="email" disabled={mode === "edit"} />
    <SelectInput source="company_role" label="app.team.role" choices={roleChoices} />
    <BooleanInput source="store_owner" label="app.team.invitations.store_owner" {...ownerFlag} />
    <RolePermissions />
  </SimpleForm>
);
