import { Alert, Box, Card, CardContent, LinearProgress, Typography } from "@mui/material";
import CelebrationIcon from "@mui/icons-material/Celebration";
import { useTranslate } from "react-admin";
import { NextStep } from "./NextStep";
import { ProgressSteps } from "./ProgressSteps";
import { useStepperPhase } from "./useStepperPhase";
import type { Progress } from "./useProgress";

export const ProgressPanel = ({ progress }: { progress: Progress }) => {
  const translate = useTranslate();
  const phase = useStepperPhase(progress.all_done);
  if (phase === "waiting" || phase === "hidden") return null;
  if (phase === "ready") {
    return (
      <Alert icon={<CelebrationIcon />} severity="success" sx={{ mt: 2 }} role="status">
        {translate("app.shell.progress.ready")}
      </Alert>
    );
  }

  const done = progress.steps.filter((step) => step.done).length;
  const next = progress.steps.find((step) => !step.done);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate("app.shell.progress.title")}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "baseline", gap: 2, flexWrap: "wrap", mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate("app.shell.progress.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("app.shell.progress.count", { done, total: progress.steps.length })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          aria-label={translate("app.shell.progress.title")}
          value={(done / Math.max(progress.steps.length, 1)) * 100}
          sx={{ height: 6, borderRadius: 3, mb: 3 }}
        />
        <ProgressSteps steps={progress.steps} />
        {next ? <NextStep step={next} /> : null}
      </CardContent>
    </Card>
  );
};
