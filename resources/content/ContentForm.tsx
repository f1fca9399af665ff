import { useMemo, useState } from "react";
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from "react-admin";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import { StaleSaveDialog, type StaleSave } from "../../ui/StaleSaveDialog";
import { ContentInput } from "./ContentInput";
import { contentKind } from "./kinds";
import { PlanLockNotice, usePlanLock } from "./planLock";
import { contentFormValues, useContentSave, useContentSaved } from "./useContentSave";

/**
 * The form of a content Resource, made from its kind's fields and checked by the kind's schema
 * (the one the server checks too); the store's plan may lock it. A save on the version read, when
 * someone else saved the record meanwhile, opens the conflict dialog instead of overwriting theirs.
 */
export const ContentForm = () => {
  const resource = useResourceContext() ?? "";
  const spec = contentKind(resource);
  const record = useRecordContext();
  const values = useMemo(() => spec.toValues(record), [spec, record]);
  const resolver = useMemo(() => zodResolver(spec.schema), [spec]);
  const [stale, setStale] = useState<StaleSave | null>(null);
  const save = useContentSave(resource, spec, record, setStale);
  const saved = useContentSaved(resource);
  const locked = usePlanLock(spec);
  const translate = useTranslate();
  // The conflict dialog names each field as the form's input does.
  const labels = useMemo(
    () => Object.fromEntries(spec.fields.map((f) => [f.name, translate(f.label)])),
    [spec, translate],
  );
  return (
    <SimpleForm
      record={values}
      resolver={resolver}
      onSubmit={save}
      toolbar={
        <Toolbar>
          <SaveButton label="app.content.actions.save" disabled={locked} />
          {record?.id === undefined ? null : (
            <StaleSaveDialog
              resource={resource}
              id={record.id}
              stale={stale}
              onChange={setStale}
              onSaved={() => void saved()}
              toValues={contentFormValues(spec)}
              labels={labels}
            />
          )}
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
