import { ArrayInput, Form, SaveButton, SimpleFormIterator, TextInput, required } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsSave } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";

const nameRules = [required("app.storeSettings.validation.required")];

/** POST /api/update/website/departments: rows keep their id, so a rename stays the same department. */
export const DepartmentsForm = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  const record = useStableRecord({ id: website.id, departments: website.departments });

  const submit = (values: Record<string, unknown>) => {
    const rows = (values.departments ?? []) as { id?: number; name?: string }[];
    const departments = rows.map((row) => ({
      ...(typeof row.id === "number" ? { id: row.id } : {}),
      name: row.name ?? "",
    }));
    return save(
      () => dataProvider.saveStoreDepartments(website.id, departments),
      (answer) => ({ departments: answer.departments }),
      "app.storeSettings.departments.saved",
    );
  };

  return (
    <Form record={record} onSubmit={submit} noValidate>
      <ReportUnsaved />
      <ArrayInput source="departments" label={false}>
        <SimpleFormIterator inline>
          <TextInput source="name" label="app.storeSettings.departments.name" validate={nameRules} />
        </SimpleFormIterator>
      </ArrayInput>
      <SaveButton label="app.storeSettings.save" />
    </Form>
  );
};
