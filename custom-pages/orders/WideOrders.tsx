import { OrderList } from "../../resources/orders/OrderList";

/** /company-orders: the orders of every store the caller browses orders of (the company sidebar's All Orders). */
export const CompanyOrders = () => <OrderList scope="company" />;
/** /all/orders: every store's orders, with the admin columns for platform admins. */
export const AllOrders = () => <OrderList scope="all" />;
