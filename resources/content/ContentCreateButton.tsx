import { Link as RouterLink } from "react-router-dom";
import { CreateButton, useCreatePath, useResourceContext, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import AddIcon from "@mui/icons-material/Add";
import { contentKind } from "./kinds";
import { usePlanLock } from "./planLock";

/** The kind's create button; shown but disabled while the store's plan locks the kind. */
export const ContentCreateButton = () => {
  const resource = useResourceContext() ?? "";
  const spec = contentKind(resource);
  const translate = useTranslate();
  const createPath = useCreatePath();
  const locked = usePlanLock(spec);
  if (!locked) return <CreateButton label={spec.newLabel} />;
  return (
    <Button
      component={RouterLink}
      to={createPath({ resource, type: "create" })}
      disabled
      size="small"
      startIcon={<AddIcon />}
    >
      {translate(spec.newLabel)}
    </Button>
  );
};
