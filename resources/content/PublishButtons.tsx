import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useResourceContext,
  useUnselectAll,
} from "react-admin";
import PublishIcon from "@mui/icons-material/Publish";
import UnpublishedIcon from "@mui/icons-material/Unpublished";
import { readFailure } from "../../ui/useServerText";
import { contentKind } from "./kinds";

/**
 * Publishes or unpublishes the selected posts: each is saved with its own fields and the draft
 * flag changed, through the same update (and the same rules) as its form.
 */
function PublishButton({ publish }: { publish: boolean }) {
  const resource = useResourceContext() ?? "";
  const spec = contentKind(resource);
  const dataProvider = useDataProvider();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      const { data } = await dataProvider.getMany(resource, { ids: selectedIds });
      for (const record of data)
        await dataProvider.update(resource, {
          id: record.id,
          data: { ...spec.toValues(record), draft: !publish },
          previousData: record,
        });
      return data.length;
    },
    onSuccess: (count) => {
      notify(publish ? "app.content.bulk.published" : "app.content.bulk.unpublished", {
        type: "success",
        messageArgs: { smart_count: count },
      });
      unselectAll();
    },
    onError: (error) => notify(readFailure(error).message ?? "app.content.save_failed", { type: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });
  return (
    <Button
      label={publish ? "app.content.bulk.publish" : "app.content.bulk.unpublish"}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {publish ? <PublishIcon /> : <UnpublishedIcon />}
    </Button>
  );
}

export const PublishButtons = () => (
  <>
    <PublishButton publish />
    <PublishButton publish={false} />
  </>
);
