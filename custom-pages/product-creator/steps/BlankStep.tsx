import { useState } from "react";
import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { BlankCard, type ChosenBlank } from "../BlankCard";
import { BlankPicker } from "../BlankPicker";

/** Step 1 of the single creator: the blank, from the catalogue picker. */
export const BlankStep = ({
  blank,
  onChoose,
}: {
  blank: ChosenBlank | null;
  onChoose: (blank: ChosenBlank) => void;
}) => {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate("app.productCreator.blank.title")}
      </Typography>
      <BlankCard blank={blank} onChange={() => setPicking(true)} />
      <BlankPicker open={picking} onClose={() => setPicking(false)} onChoose={onChoose} />
    </Stack>
  );
};
