import { useNotify, useRefresh } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { UserRecord } from "../../domain/contracts/users";

/**
 * Deactivating (after a confirmation: the user is signed out and cannot sign in) or reactivating
 * users (PUT /api/admin/users/{id}/deactivate, one call per user); the server's message is shown
 * and the list reloads. Answers whether every change was made.
 */
export function useSetUserActive() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const serverText = useServerText();

  const apply = async (ids: readonly number[], deactivated: boolean): Promise<boolean> => {
    const results = await Promise.allSettled(
      ids.map((id) => dataProvider.adminSetUserDeactivated(id, deactivated)),
    );
    refresh();
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) {
      notify(serverText(readFailure(failed.reason)), { type: "error" });
      return false;
    }
    const done = results.find((r) => r.status === "fulfilled");
    if (done) notify(serverText(done.value.message), { type: "success" });
    return true;
  };

  /** One user: deactivation asks first, reactivation does not. */
  const toggle = (user: UserRecord): Promise<boolean> =>
    user.deactivated_at
      ? apply([user.id], false)
      : confirm({
          content: "app.admin.users.confirm_deactivate",
          translateOptions: { name: user.name },
        })
          .then(() => apply([user.id], true), ignoreCanceled)
          .then((done) => done === true);

  /** Several users at once, after one confirmation. */
  const deactivateMany = (ids: readonly number[]): Promise<boolean> =>
    confirm({
      content: "app.admin.users.confirm_deactivate_many",
      translateOptions: { smart_count: ids.length },
    })
      .then(() => apply(ids, true), ignoreCanceled)
      .then((done) => done === true);

  return { toggle, deactivateMany };
}
