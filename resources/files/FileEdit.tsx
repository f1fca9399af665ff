import { HeldRecord } from "../../providers/live/useHeldRecord";
import { zodResolver } from "@hookform/resolvers/zod";
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import Grid from "@mui/material/Grid";
import { fileChanges } from "../../domain/libraryFile";
import { LIBRARY_NAME_MAX } from "../../domain/library";
import { FileDetails } from "./FileDetails";

/** The name's own save: the image editor on the same page saves pictures. */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton label="app.library.list.save_name" />
  </Toolbar>
);

/** /File/{id}: a design file of the store: its name (renamed here), details, preparation and image editor. */
export default function FileEdit() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  return (
    <Edit
      resource="File"
      mutationMode="pessimistic"
      redirect={false}
      title={translate("app.library.page.file")}
    >
      <HeldRecord />
      <Grid container spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <Grid size={{ xs: 12 }}>
          <SimpleForm resolver={zodResolver(fileChanges)} toolbar={<FormToolbar />} sx={{ p: 0 }}>
            <TextInput
              source="name"
              label={translate("app.library.rename.name")}
              slotProps={{ htmlInput: { maxLength: LIBRARY_NAME_MAX } }}
              fullWidth
              sx={{ maxWidth: 480 }}
            />
          </SimpleForm>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <FileDetails id={id} />
        </Grid>
      </Grid>
    </Edit>
  );
}
