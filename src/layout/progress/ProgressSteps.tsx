import { Step, StepButton, StepLabel, Stepper } from "@mui/material";
import { useNavigate, useTranslate } from "react-admin";
import type { ProgressStep } from "../../../domain/progress";
import { stepText } from "./stepText";

/** One step per onboarding task; each leads to the page where it is done. */
export const ProgressSteps = ({ steps }: { steps: ProgressStep[] }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const active = steps.findIndex((step) => !step.done);

  return (
    <Stepper nonLinear alternativeLabel activeStep={active} sx={{ mb: 2 }}>
      {steps.map((step) => (
        <Step key={step.key} completed={step.done}>
          <StepButton onClick={() => navigate(step.url)}>
            <StepLabel>{stepText(step, translate).name}</StepLabel>
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
};
