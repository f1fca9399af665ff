import { useTranslate } from "react-admin";
import { useWebsites } from "../../providers/activeWebsite";

export interface RecipientChoice {
  id: number;
  label: string;
}

/** Each store owner once, labelled with the stores they own. */
export function useRecipientChoices(): RecipientChoice[] {
  const translate = useTranslate();
  const { data: websites = [] } = useWebsites();
  const stores = new Map<number, string[]>();
  for (const website of websites)
    stores.set(website.user_id, [...(stores.get(website.user_id) ?? []), website.name]);
  return [...stores].map(([id, names]) => ({
    id,
    label: translate("app.shell.notifications.owner_choice", { id, stores: names.join(", ") }),
  }));
}
