import { useMemo } from "react";
import { SaveButton, SimpleForm, Toolbar, useRecordContext, useResourceContext } from "react-admin";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import { ContentInput } from "./ContentInput";
import { contentKind } from "./kinds";
import { PlanLockNotice, usePlanLock } from "./planLock";
import { useContentSave } from "./useContentSave";

/**
 * The form of a content Resource, made from its kind's fields and checked by the kind's schema
 * (the one the server checks too); the store's plan may lock it.
 */
export const ContentForm = () => {
  const resource = useResourceContext() ?? "";
  const spec = contentKind(resource);
  const record = useRecordContext();
  const values = useMemo(() => spec.toValues(record), [spec, record]);
  const resolver = useMemo(() => zodResolver(spec.schema), [spec]);
  const save = useContentSave(resource, spec, record?.id);
  const locked = usePlanLock(spec);
  return (
    <SimpleForm
      record={values}
      resolver={resolver}
      onSubmit={save}
      toolbar={
        <Toolbar>
          <SaveButton label="app.content.actions.save" disabled={locked} />
        </Toolbar>
      }
      sx={{ "& > .MuiStack-root": { gap: 1 }, maxWidth: 900 }}
    >
      {locked ? (
        <Box sx={{ mb: 2, width: "100%" }}>
          <PlanLockNotice />
        </Box>
      ) : null}
      {spec.fields.map((field) => (
        <ContentInput key={field.name} field={field} />
      ))}
    </SimpleForm>
  );
};
