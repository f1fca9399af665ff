import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { isDateOnly, type DateRange } from "../../domain/dashboard";
import { todayLocal } from "./dateRangeValue";

interface CustomRangeFormProps {
  initial?: DateRange;
  onApply: (range: DateRange) => void;
}

/** The "custom" preset's two days; presetRange() orders them if they are given backwards. */
export const CustomRangeForm = ({ initial, onApply }: CustomRangeFormProps) => {
  const translate = useTranslate();
  const [from, setFrom] = useState(initial?.from ?? todayLocal());
  const [to, setTo] = useState(initial?.to ?? todayLocal());
  const valid = isDateOnly(from) && isDateOnly(to);

  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onApply(from <= to ? { from, to } : { from: to, to: from });
      }}
    >
      <TextField
        type="date"
        size="small"
        label={translate("app.dashboard.range.from")}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate("app.dashboard.range.to")}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={!valid}>
        {translate("app.dashboard.range.apply")}
      </Button>
    </Stack>
  );
};
