/** Moved to ui/: the plan lock notice is shared by gift cards, discounts and promotions. */
export { LockedNotice } from "../../ui/LockedNotice";
