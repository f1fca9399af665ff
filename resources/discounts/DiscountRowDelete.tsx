import IconButton from "@mui/material/IconButton";
import DeleteIcon from "@mui/icons-material/Delete";
import { useDelete, useNotify, useRecordContext, useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { Discount } from "../../domain/contracts/discounts";

/** Deletes one code after a confirmation (the row stays listed until the server has deleted it). */
export const DiscountRowDelete = ({ disabled }: { disabled: boolean }) => {
  const record = useRecordContext<Discount>();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const [remove, { isPending }] = useDelete<Discount>();
  if (!record) return null;
  const ask = () =>
    confirm({ content: "app.money.discounts.confirm_delete" }).then(
      () =>
        remove(
          "Discount",
          { id: record.id, previousData: record },
          {
            mutationMode: "pessimistic",
            onSuccess: () => notify("app.money.discounts.deleted", { type: "success" }),
            onError: (error) => notify(serverText(readFailure(error)), { type: "error" }),
          },
        ),
      ignoreCanceled,
    );
  return (
    <IconButton
      aria-label={`${translate("app.money.common.delete")} ${record.code}`}
      disabled={disabled || isPending}
      onClick={(event) => {
        // The row itself opens the discount.
        event.stopPropagation();
        void ask();
      }}
    >
      <DeleteIcon />
    </IconButton>
  );
};
