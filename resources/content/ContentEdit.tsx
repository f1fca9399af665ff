import { HeldRecord } from "../../providers/live/useHeldRecord";
import { Edit, useRecordContext, useResourceContext, useTranslate } from "react-admin";
import { ContentForm } from "./ContentForm";
import { contentKind } from "./kinds";

const EditTitle = () => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? "";
  const record = useRecordContext();
  return (
    <>{translate("app.content.edit_item", { name: record ? contentKind(resource).name(record) : "" })}</>
  );
};

/** Edit one record of a content Resource; saving waits for the server, whose errors show at their fields. */
const ContentEdit = () => (
  <Edit title={<EditTitle />} mutationMode="pessimistic" actions={false}>
    <HeldRecord />
    <ContentForm />
  </Edit>
);

export default ContentEdit;
