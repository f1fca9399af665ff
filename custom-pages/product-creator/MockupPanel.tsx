import { Alert, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import { useTranslate } from "react-admin";
import type { Draft } from "../../domain/drafts";
import { readFailure } from "../../ui/useServerText";
import { useDraftText } from "./useDraftText";
import { useMockupJob } from "./useMockupJob";

/** "Generate mockups" and the job's progress (done / total); the gallery shows the result. */
export const MockupPanel = ({
  draft,
  onDraft,
  disabled,
}: {
  draft: Draft;
  onDraft: (draft: Draft) => void;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const text = useDraftText();
  const { job, running, failed, generate } = useMockupJob(draft, onDraft);
  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Stack spacing={1}>
      <Box>
        <Button
          variant="contained"
          startIcon={<AutoAwesomeIcon />}
          disabled={disabled || running}
          onClick={() => void generate()}
        >
          {translate("app.productCreator.mockups.generate")}
        </Button>
      </Box>
      {running && job ? (
        <Box>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={translate("app.productCreator.mockups.progress_label")}
          />
          <Typography variant="caption">
            {translate("app.productCreator.mockups.progress", { done: job.done, total: job.total })}
          </Typography>
        </Box>
      ) : null}
      {job?.status === "failed" ? (
        <Alert severity="error">{job.error ?? translate("app.productCreator.mockups.failed")}</Alert>
      ) : null}
      {failed ? (
        <Alert severity="error">
          {text(readFailure(failed).message, "app.productCreator.mockups.failed")}
        </Alert>
      ) : null}
    </Stack>
  );
};
