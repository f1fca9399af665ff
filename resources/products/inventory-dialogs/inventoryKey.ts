/** The react-query key of both dialogs' lists (SPA-only; the lists' wire shapes are in domain/contracts/inventory-dialogs). */
export const INVENTORY_KEY = ["inventory-dialogs"] as const;
