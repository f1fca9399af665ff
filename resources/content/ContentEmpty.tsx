import { useResourceContext } from "react-admin";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { contentKind } from "./kinds";
import { PlanLockNotice, usePlanLock } from "./planLock";

/** A store without records of the kind: a call to create the first (where the role and plan allow). */
export const ContentEmpty = () => {
  const spec = contentKind(useResourceContext() ?? "");
  const locked = usePlanLock(spec);
  return (
    <ListEmpty text="app.content.empty" createLabel={spec.newLabel} create={!locked}>
      {locked ? <PlanLockNotice /> : null}
    </ListEmpty>
  );
};
