import { useCallback, useState } from "react";
import { useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure } from "../../ui/useServerText";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useStoresChanged } from "./useStoresChanged";
import type { WebsiteRecord } from "../../domain/contracts/websites";

export interface CloneInput {
  name: string;
  is_demo: boolean;
}

/** A failure's text: the server's message when it gives one, else the spec's 'Something went wrong...'. */
function failureText(error: unknown): string {
  const { message, fieldErrors } = readFailure(error);
  return Object.values(fieldErrors)[0] ?? message ?? "app.errors.unexpected";
}

/**
 * The store lifecycle calls of the list : archive, restore, destroy,
 * clone and transfer. Each one says how it went and reloads every store list.
 */
export function useWebsiteActions() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const storesChanged = useStoresChanged();
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Runs one call for one store; rejects with the failure so dialogs can show it at their fields. */
  const run = useCallback(
    async <T>(website: WebsiteRecord, call: () => Promise<T>, after: (answer: T) => Promise<void>) => {
      setBusyId(website.id);
      try {
        const answer = await call();
        await after(answer);
        return answer;
      } finally {
        setBusyId(null);
      }
    },
    [],
  );

  const reportFailure = useCallback(
    (error: unknown) => notify(failureText(error), { type: "error" }),
    [notify],
  );

  const archive = useCallback(
    (website: WebsiteRecord) =>
      confirm({
        title: "app.stores.confirm.archive_title",
        content: "app.stores.confirm.archive_content",
        translateOptions: { name: website.name },
      })
        .then(() =>
          run(
            website,
            () => dataProvider.archiveWebsite(website.id),
            async () => {
              notify("app.stores.messages.archived", { type: "success" });
              await storesChanged({ removedId: website.id });
            },
          ).catch(reportFailure),
        )
        .catch(ignoreCanceled),
    [confirm, run, dataProvider, notify, storesChanged, reportFailure],
  );

  const restore = useCallback(
    (website: WebsiteRecord) =>
      run(
        website,
        () => dataProvider.restoreWebsite(website.id),
        async () => {
          notify("app.stores.messages.restored", { type: "success" });
          await storesChanged();
        },
      ).catch(reportFailure),
    [run, dataProvider, notify, storesChanged, reportFailure],
  );

  const destroy = useCallback(
    (website: WebsiteRecord) =>
      // The spec's default question ('Are you sure, you want delete this element?', No / Yes), and
      // since nothing brings the store back, Yes waits until its name has been typed.
      confirm({
        title: "app.stores.confirm.destroy_title",
        translateOptions: { name: website.name },
        typeToConfirm: { text: website.name, label: "app.stores.confirm.destroy_type_name" },
      })
        .then(() =>
          run(
            website,
            () => dataProvider.destroyWebsite(website.id),
            async () => {
              notify("app.stores.messages.destroyed", { type: "success" });
              await storesChanged({ removedId: website.id });
            },
          ).catch(reportFailure),
        )
        .catch(ignoreCanceled),
    [confirm, run, dataProvider, notify, storesChanged, reportFailure],
  );

  /** Rejects on failure: the clone dialog shows the field errors. */
  const clone = useCallback(
    (website: WebsiteRecord, input: CloneInput) =>
      run(
        website,
        () => dataProvider.cloneWebsite(website.id, input),
        async (answer) => {
          notify("app.stores.messages.cloned", { type: "success" });
          await storesChanged({ added: answer.website });
        },
      ),
    [run, dataProvider, notify, storesChanged],
  );

  /** Rejects on failure: the transfer dialog shows "No user with this email address." at its field. */
  const transfer = useCallback(
    (website: WebsiteRecord, email: string) =>
      run(
        website,
        () => dataProvider.transferWebsite(website.id, email),
        async (answer) => {
          notify("app.stores.messages.transferred", {
            type: "success",
            messageArgs: { email: email.trim().toLowerCase(), _: answer.message },
          });
          // The previous owner may have no right left in the store: it leaves their lists then.
          const kept = answer.website.permissions.length > 0;
          await storesChanged(kept ? {} : { removedId: website.id });
        },
      ),
    [run, dataProvider, notify, storesChanged],
  );

  return { archive, restore, destroy, clone, transfer, busyId };
}
