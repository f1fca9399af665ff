import type { ReactNode } from "react";
import { TitledCard } from "../../ui/TitledCard";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Red accents for irreversible actions. */
  danger?: boolean;
}

/** A titled card on an account page. */
export const SectionCard = ({ title, description, children, danger = false }: SectionCardProps) => (
  <TitledCard title={title} description={description} danger={danger}>
    {children}
  </TitledCard>
);
