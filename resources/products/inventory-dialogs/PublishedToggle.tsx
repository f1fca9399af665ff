import { useState } from "react";
import { Switch } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import { INVENTORY_KEY } from "./inventoryKey";
import { useAppDataProvider } from "../../../providers/dataProvider";

/**
 * Saved at once; on failure the switch goes back and "Something went wrong" shows.
 */
export const PublishedToggle = ({ id, name, available }: { id: number; name: string; available: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(available === 1);
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    setChecked(next);
    setSaving(true);
    try {
      await dataProvider.setProductPublished(id, next);
      void queryClient.invalidateQueries({ queryKey: ["Product"] });
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
    } catch {
      setChecked(!next);
      notify("app.productList.inventory_dialogs.toggle_failed", { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      checked={checked}
      disabled={saving}
      onChange={(e) => void change(e.target.checked)}
      slotProps={{
        input: { "aria-label": translate("app.productList.inventory_dialogs.published_for", { name }) },
      }}
    />
  );
};
