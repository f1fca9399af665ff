import type { ReactNode } from "react";
import { useTranslate } from "react-admin";
import { TitledCard } from "../../../ui/TitledCard";

interface SettingsCardProps {
  /** Translation key of the heading. */
  title: string;
  /** Translation key of the line under it. */
  description?: string;
  /** Shown at the heading's right (chips, a status). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled section of a settings tab. */
export const SettingsCard = ({ title, description, aside, children }: SettingsCardProps) => {
  const translate = useTranslate();
  return (
    <TitledCard
      title={translate(title)}
      description={description ? translate(description) : undefined}
      aside={aside}
      sx={{ width: "100%", boxSizing: "border-box" }}
    >
      {children}
    </TitledCard>
  );
};
