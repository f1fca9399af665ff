import { useEffect, useState } from "react";
import { Sidebar, useSidebarState, type SidebarProps } from "react-admin";
import { usePhone } from "../../ui/usePhone";

/**
 * react-admin's sidebar, closed when a desktop window narrows to a phone's width. On a phone the
 * menu is a drawer over the page; the open state kept from the desktop would open that drawer at
 * once, and closing it during its opening leaves an invisible modal that hides the page from
 * assistive technology. So for the one render where the width crosses, no sidebar is drawn, the
 * state closes, and the phone's drawer first appears closed.
 */
export const AppSidebar = (props: SidebarProps) => {
  const phone = usePhone();
  const [, setOpen] = useSidebarState();
  const [settledPhone, setSettledPhone] = useState(phone);
  useEffect(() => {
    if (phone === settledPhone) return;
    if (phone) setOpen(false);
    setSettledPhone(phone);
  }, [phone, settledPhone, setOpen]);
  return phone && !settledPhone ? null : <Sidebar {...props} />;
};
