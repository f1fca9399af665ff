import {
  useCanAccess,
  useCreatePath,
  useDelete,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import IconButton from "@mui/material/IconButton";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure } from "../../ui/useServerText";
import { contentKind } from "./kinds";
import { usePlanLock } from "./planLock";

/** Edit and delete (after the confirmation) of one row; delete shows where the role may delete. */
export const ContentRowActions = () => {
  const resource = useResourceContext() ?? "";
  const spec = contentKind(resource);
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const createPath = useCreatePath();
  const locked = usePlanLock(spec);
  const { canAccess: canDelete } = useCanAccess({ resource, action: "delete", record });
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const name = spec.name(record);
  const onDelete = () =>
    confirm({ content: "app.content.delete_confirm" }).then(
      () =>
        remove(
          resource,
          { id: record.id, previousData: record },
          {
            mutationMode: "pessimistic",
            onSuccess: () => notify("app.content.deleted", { type: "success" }),
            onError: (error) =>
              notify(readFailure(error).message ?? "app.content.save_failed", { type: "error" }),
          },
        ),
      ignoreCanceled,
    );
  return (
    <>
      <IconButton
        component={RouterLink}
        to={createPath({ resource, id: record.id, type: "edit" })}
        onClick={(e) => e.stopPropagation()}
        aria-label={`${translate("app.content.actions.edit")} ${name}`}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      {canDelete ? (
        <IconButton
          disabled={locked || isPending}
          onClick={(e) => {
            e.stopPropagation();
            void onDelete();
          }}
          aria-label={`${translate("app.content.actions.delete")} ${name}`}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : null}
    </>
  );
};
