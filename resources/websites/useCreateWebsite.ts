import { useCallback, useState } from "react";
import { useNotify } from "react-admin";
import { useNavigate } from "react-router-dom";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure } from "../../ui/useServerText";
import { useStoresChanged } from "./useStoresChanged";

export interface CreateValues {
  name?: string;
  link?: string;
  is_demo?: boolean;
}

/**
 * POST /api/websites (the store creation rules, checked again by the server). The new store becomes
 * the active one and the owner continues in its settings, where the launch checklist starts.
 * Resolves with field errors for the form, or nothing on success.
 */
export function useCreateWebsite() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const storesChanged = useStoresChanged();
  const [pending, setPending] = useState(false);

  const create = useCallback(
    async (values: CreateValues): Promise<Record<string, string> | undefined> => {
      setPending(true);
      try {
        const website = await dataProvider.createWebsite({
          name: values.name?.trim() ?? "",
          link: values.link?.trim() || undefined,
          is_demo: Boolean(values.is_demo),
        });
        await storesChanged({ added: website });
        notify("app.stores.create.created", { type: "success", messageArgs: { name: website.name } });
        navigate(`/websites/${website.id}`);
        return undefined;
      } catch (error) {
        const { message, fieldErrors } = readFailure(error);
        if (Object.keys(fieldErrors).length > 0) return fieldErrors;
        notify(message ?? "app.errors.unexpected", { type: "error" });
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, navigate, storesChanged],
  );
  return { create, pending };
}
