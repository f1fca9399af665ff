import { useTranslate } from "react-admin";
import { CreateLevelForm } from "./CreateLevelForm";
import { LevelCard } from "./LevelCard";
import { EmptyList, ListSkeleton, LoadFailed } from "../invitations/store-users/ListState";
import { TeamSection } from "../invitations/store-users/TeamSection";
import { useLevels } from "./useLevels";

/** Access levels: named groups of users in a store, invited to it together (Store Options tab). */
export const AccessLevelsSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useLevels(websiteId);
  return (
    <TeamSection
      title={translate("app.team.levels.title")}
      description={translate("app.team.levels.description")}
    >
      <CreateLevelForm websiteId={websiteId} />
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadFailed />
      ) : data.length === 0 ? (
        <EmptyList text="app.team.levels.empty" />
      ) : (
        data.map((level) => <LevelCard key={level.id} websiteId={websiteId} level={level} />)
      )}
    </TeamSection>
  );
};
