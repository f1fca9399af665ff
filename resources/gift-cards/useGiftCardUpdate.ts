import { useNotify, useShowContext, useUpdate } from "react-admin";
import type { GiftCardUpdate } from "../../domain/gift-cards";
import { readFailure, useServerText } from "../../ui/useServerText";
import { conflictOf } from "../../ui/versionConflict";
import type { GiftCardDetail } from "../../domain/contracts/gift-cards";

/**
 * Changes the shown card through the GiftCard model (disable, enable, set the balance), then reads
 * it again with its history, sending the version it read. A field error goes to `onFieldError`;
 * any other failure is notified. A card someone else changed since it was read is shown again as
 * it is now: one button (disable, a balance) is the whole edit, so the user decides again on
 * what they see rather than in a field-by-field comparison.
 */
export function useGiftCardUpdate(onFieldError: (field: string, message: string) => void) {
  const { record, refetch } = useShowContext<GiftCardDetail>();
  const notify = useNotify();
  const serverText = useServerText();
  const [update, { isPending }] = useUpdate<GiftCardDetail>();
  const change = (data: GiftCardUpdate, done: string) =>
    record
      ? update(
          "GiftCard",
          { id: record.id, data, previousData: record },
          {
            mutationMode: "pessimistic",
            onSuccess: () => {
              notify(done, { type: "success" });
              void refetch();
            },
            onError: (error) => {
              if (conflictOf(error)) {
                notify(serverText(readFailure(error)), { type: "warning" });
                void refetch();
                return;
              }
              const { fieldErrors } = readFailure(error);
              const [field, message] = Object.entries(fieldErrors)[0] ?? [];
              if (field && message) onFieldError(field, serverText(message));
              else notify(serverText(readFailure(error)), { type: "error" });
            },
          },
        )
      : Promise.resolve();
  return { change, isPending };
}
