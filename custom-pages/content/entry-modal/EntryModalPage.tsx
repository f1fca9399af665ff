import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { field, type FieldSpec } from "../../../ui/fields/fieldSpec";
import { SettingsForm } from "../shared/SettingsForm";
import { SettingsFrame } from "../shared/SettingsFrame";
import { useAppDataProvider } from "../../../providers/dataProvider";

const fields: FieldSpec[] = [
  field("enabled", "switch", "enabled"),
  field("title", "text", "title", { maxLength: 200 }),
  field("content", "textarea", "text", { maxLength: 5000 }),
  field("image", "picture", "image"),
  field("button_text", "text", "button_text", { maxLength: 50 }),
];

/** /entry-modal: the store's one entry modal (title, text, picture), shown once per visitor. */
const EntryModalPage = () => {
  const dataProvider = useAppDataProvider();
  const { websiteId } = useActiveWebsite();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: ["content", websiteId, "entry-modal"],
    queryFn: () => dataProvider.entryModal(websiteId!),
    enabled: websiteId !== null,
  });
  const state = websiteId === null ? "no-store" : isError ? "error" : data ? "ready" : "loading";
  return (
    <SettingsFrame title="app.content.titles.entry_modal" hint="app.content.entry_modal.hint" state={state}>
      {data && websiteId !== null ? (
        <SettingsForm
          label="app.content.titles.entry_modal"
          initial={{ ...data }}
          fields={fields}
          onSave={async (values) => {
            const saved = await dataProvider.saveEntryModal(websiteId, values);
            queryClient.setQueryData(["content", websiteId, "entry-modal"], saved);
          }}
        />
      ) : null}
    </SettingsFrame>
  );
};

export default EntryModalPage;
