import { Create, useResourceContext, useTranslate } from "react-admin";
import { ContentForm } from "./ContentForm";
import { contentKind } from "./kinds";

const CreateTitle = () => {
  const translate = useTranslate();
  return <>{translate(contentKind(useResourceContext() ?? "").newLabel)}</>;
};

/** A new record of a content Resource. */
const ContentCreate = () => (
  <Create title={<CreateTitle />} actions={false}>
    <ContentForm />
  </Create>
);

export default ContentCreate;
