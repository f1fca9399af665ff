import { Alert, Box, Skeleton, Typography } from "@mui/material";
import { Title, useNotify, useTranslate } from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import type { OrderEditInput } from "../../domain/order-money";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import { OrderEditForm, editInput } from "./OrderEditForm";
import { useOrder, useSetOrder } from "./useOrder";

/**
 * /master/admin/order/{id} (clone: a new order from this one) and /master/admin/edit/order/{id}
 * (edit this one), both for platform admins; the route guard sends others away.
 */
const AdminOrderPage = ({ mode }: { mode: "clone" | "edit" }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const serverText = useServerText();
  const setOrder = useSetOrder();
  const id = Number(useParams().id);
  const { data: order, isPending, error } = useOrder(id);
  if (isPending) return <Skeleton variant="rectangular" height={320} sx={{ m: 2 }} />;
  if (error || !order)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {serverText(readFailure(error))}
      </Alert>
    );
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
      navigate(`/orders/${saved.id}`);
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

export const CloneOrderPage = () => <AdminOrderPage mode="clone" />;
export const EditOrderPage = () => <AdminOrderPage mode="edit" />;
