export { PaymentAccountsCard } from "./PaymentAccountsCard";
export { SupplierAccountCard } from "./SupplierAccountCard";
