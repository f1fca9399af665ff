import { Alert, Box, Skeleton, Typography } from "@mui/material";
import { Title, useNotify, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import type { OrderEditInput } from "../../domain/order-money";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import { OrderEditForm, editInput } from "./OrderEditForm";
import type { OrderDetail } from "../../domain/contracts/orders";
import { useSetOrder } from "./useSetOrder";

/** While the order loads, or why it could not be read. */
export const OrderLoadState = ({ isPending, error }: { isPending: boolean; error: unknown }) => {
  const serverText = useServerText();
  if (isPending) return <Skeleton variant="rectangular" height={320} sx={{ m: 2 }} />;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {serverText(readFailure(error))}
    </Alert>
  );
};

/**
 * The platform admin's order form: `clone` saves a new order from this one, `edit` saves this
 * one; then the saved order opens.
 */
export const OrderAdminForm = ({ mode, order }: { mode: "clone" | "edit"; order: OrderDetail }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const serverText = useServerText();
  const setOrder = useSetOrder();
  const title = translate(`app.orders.admin.${mode}_title`, { id: order.id });
  const submit = async (input: OrderEditInput): Promise<Record<string, string> | null> => {
    try {
      const saved =
        mode === "clone"
          ? await dataProvider.cloneAdminOrder(order.id, input)
          : await dataProvider.saveAdminOrder(order.id, input);
      setOrder(saved);
      notify(mode === "clone" ? translate("app.orders.cloned", { id: saved.id }) : "app.orders.saved", {
        type: "success",
      });
      navigate(`/Order/${saved.id}/show`);
      return null;
    } catch (e) {
      const failure = readFailure(e);
      notify(serverText(failure.message), { type: "error" });
      return failure.fieldErrors;
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title={title} />
      <Typography variant="h5" gutterBottom>
        {title}
      </Typography>
      <OrderEditForm
        initial={editInput(order)}
        submitLabel={translate(mode === "clone" ? "app.orders.actions.clone" : "app.orders.actions.save")}
        onSubmit={submit}
      />
    </Box>
  );
};
