import { CreateButton, useResourceContext, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { contentKind } from "./kinds";
import { PlanLockNotice, usePlanLock } from "./planLock";

/** A store without records of the kind: a call to create the first (where the role and plan allow). */
export const ContentEmpty = () => {
  const translate = useTranslate();
  const spec = contentKind(useResourceContext() ?? "");
  const locked = usePlanLock(spec);
  return (
    <Box sx={{ p: 4, textAlign: "center", width: "100%" }}>
      {locked ? <PlanLockNotice /> : null}
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate("app.content.empty")}
      </Typography>
      {locked ? null : <CreateButton variant="contained" label={spec.newLabel} />}
    </Box>
  );
};
