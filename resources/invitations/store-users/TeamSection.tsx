import type { ReactNode } from "react";
import { TitledCard } from "../../../ui/TitledCard";

interface TeamSectionProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the right of the title (invite, create...). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of the Store Users tab. */
export const TeamSection = ({ title, description, action, children }: TeamSectionProps) => (
  <TitledCard title={title} description={description} aside={action} headingGap={2}>
    {children}
  </TitledCard>
);
