import { ArrayInput, SimpleFormIterator, TextInput } from "react-admin";

/** The store's departments: rows keep their id, so a rename stays the same department. */
export const DepartmentsInput = () => (
  <ArrayInput source="departments" label={false}>
    <SimpleFormIterator inline>
      <TextInput source="name" label="app.storeSettings.departments.name" />
    </SimpleFormIterator>
  </ArrayInput>
);
