import type { ReactNode } from "react";
import { Alert, Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper } from "@mui/material";
import { Title, useTranslate } from "react-admin";

/**
 * The creator's frame: the MUI stepper, the step's content, the step's errors and Back / Next.
 * Next runs the step's checks (the parent's onNext) before the step changes.
 */
export const CreatorFrame = ({
  title,
  steps,
  active,
  error,
  busy,
  nextLabel,
  onBack,
  onNext,
  children,
}: {
  title: string;
  steps: string[];
  active: number;
  error: string | null;
  busy: boolean;
  nextLabel?: string;
  onBack: (() => void) | null;
  onNext: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box p={2} sx={{ maxWidth: 1100 }}>
      <Title title={title} />
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            {children}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <Stack direction="row" spacing={1} justifyContent="space-between">
              <Button disabled={onBack === null || busy} onClick={() => onBack?.()}>
                {translate("app.productCreator.back")}
              </Button>
              <Button variant="contained" disabled={busy} onClick={onNext}>
                {nextLabel ?? translate("app.productCreator.next")}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
