import { Box, Button, Typography } from "@mui/material";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import { LinkBase, useTranslate } from "react-admin";
import type { ProgressStep } from "../../../domain/progress";
import { stepText } from "./stepText";

/** The first unfinished step, spelled out, with a button to do it. */
export const NextStep = ({ step }: { step: ProgressStep }) => {
  const translate = useTranslate();
  const { name, desc } = stepText(step, translate);
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 2,
        flexWrap: "wrap",
        p: 2,
        borderRadius: 2,
        bgcolor: "rgba(79, 75, 224, 0.06)",
      }}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2">{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {desc}
        </Typography>
      </Box>
      <Button component={LinkBase} to={step.url} variant="contained" endIcon={<ArrowForwardIcon />}>
        {translate("app.shell.progress.continue")}
      </Button>
    </Box>
  );
};
