import type { ReactElement } from "react";
import { useTranslate } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { StatCard } from "./StatCard";
import { useTotal } from "./useTotal";

interface TotalCardProps {
  resource: string;
  filter?: Record<string, unknown>;
  label: string;
  icon: ReactElement;
  tone?: "primary" | "secondary";
}

/** How many records of a store-scoped resource the active store has, linking to that filtered list. */
export const TotalCard = ({ resource, filter = {}, label, icon, tone }: TotalCardProps) => {
  const translate = useTranslate();
  const { website } = useActiveWebsite();
  const { total, isPending, error } = useTotal(resource, filter);
  const query = Object.keys(filter).length > 0 ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : "";
  return (
    <StatCard
      label={label}
      icon={icon}
      tone={tone}
      total={total}
      isPending={isPending}
      error={error}
      caption={website ? translate("app.dashboard.in_store", { store: website.name }) : undefined}
      to={`/${resource}${query}`}
    />
  );
};

export const StoresCard = ({ icon }: { icon: ReactElement }) => {
  const translate = useTranslate();
  const { total, isPending, error } = useTotal("Website");
  return (
    <StatCard
      label={translate("app.dashboard.stores")}
      icon={icon}
      total={total}
      isPending={isPending}
      error={error}
      caption={translate("app.dashboard.all_stores")}
      to="/Website"
    />
  );
};
