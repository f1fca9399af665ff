import { useState } from "react";
import { Button, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { useTranslate } from "react-admin";
import { MAX_DRAFT_ITEMS } from "../../../domain/drafts";
import { BlankCard, type ChosenBlank } from "../BlankCard";
import { BlankPicker } from "../BlankPicker";

/** Step 1 of the quick creator: up to 10 blanks, each removable. */
export const MultiBlanksStep = ({
  blanks,
  onAdd,
  onRemove,
}: {
  blanks: ChosenBlank[];
  onAdd: (blank: ChosenBlank) => void;
  onRemove: (index: number) => void;
}) => {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate("app.productCreator.multi.blanks_title", { count: blanks.length, max: MAX_DRAFT_ITEMS })}
      </Typography>
      {blanks.map((blank, index) => (
        <BlankCard
          key={`${blank.id}-${index}`}
          blank={blank}
          onChange={() => setPicking(true)}
          onRemove={() => onRemove(index)}
        />
      ))}
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        sx={{ alignSelf: "flex-start" }}
        onClick={() => setPicking(true)}
      >
        {translate("app.productCreator.multi.add")}
      </Button>
      <BlankPicker open={picking} onClose={() => setPicking(false)} onChoose={onAdd} />
    </Stack>
  );
};
