import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import { createLevelSchema } from "../../domain/invitations";
import { AddRowForm, AddRowTextInput, type AddOutcome } from "../../ui/AddRowForm";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useLevelsChanged } from "./useLevels";

type NameForm = { name: string };
const EMPTY: NameForm = { name: "" };
const nameSchema = createLevelSchema.pick({ name: true });
// The name goes to the server as typed (it trims it itself); the schema only checks it.
const byName = zodResolver(nameSchema, undefined, { raw: true });

/** A new, empty access level with a name unique in the store. */
export const CreateLevelForm = ({ websiteId }: { websiteId: number }) => {
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useLevelsChanged(websiteId);
  const resolver = useServerTextResolver(byName);
  const [pending, setPending] = useState(false);

  const create = async (values: FieldValues): Promise<AddOutcome> => {
    const name: unknown = values.name;
    if (typeof name !== "string") return undefined;
    setPending(true);
    const outcome = await call(() => dataProvider.createStoreLevel(websiteId, name), {
      success: () => "app.team.levels.created",
    });
    setPending(false);
    if (!outcome.ok) return { name: outcome.fields.name ?? outcome.message };
    changed({ put: outcome.result });
    return undefined;
  };

  return (
    <AddRowForm
      empty={EMPTY}
      resolver={resolver}
      onAdd={create}
      submitLabel="app.team.levels.create"
      submitVariant="contained"
      disabled={pending}
      spaced
    >
      <AddRowTextInput source="name" label="app.team.levels.name" disabled={pending} />
    </AddRowForm>
  );
};
