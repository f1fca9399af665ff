import { zodResolver } from "@hookform/resolvers/zod";
import { Create, SimpleForm, TextInput, useTranslate } from "react-admin";
import { createLevelSchema } from "../../domain/invitations";
import { useActiveWebsite } from "../../providers/activeWebsite";

/** /Level/create: a new, empty access level with a name unique in the active store. */
const LevelCreate = () => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  if (websiteId === null) return null;
  return (
    <Create resource="Level" title={translate("app.team.levels.create")} redirect="show">
      <SimpleForm resolver={zodResolver(createLevelSchema)} defaultValues={{ website_id: websiteId }}>
        <TextInput source="name" label="app.team.levels.name" />
      </SimpleForm>
    </Create>
  );
};

export default LevelCreate;
