import { FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useRecordContext, useTranslate, useUpdate } from "react-admin";
import { useWatch } from "react-hook-form";
import { categoryFormSchema } from "../../domain/categories";
import type { CategoryRecord } from "../../domain/category-tree";
import { useDebouncedValue } from "../../ui/useDebouncedValue";

type InstantState = "idle" | "saving" | "saved" | "unsaved";

/**
 * Instant save of an existing category: while on, the form is saved 700 ms after the last change,
 * without Save. As the rule says, an instant save shows no field errors: values the rules refuse
 * are simply not sent.
 */
export const CategoryInstantSave = ({ meta }: { meta: { platform: true } | undefined }) => {
  const translate = useTranslate();
  const record = useRecordContext<CategoryRecord>();
  const [update] = useUpdate<CategoryRecord>();
  const [on, setOn] = useState(false);
  const [state, setState] = useState<InstantState>("idle");
  const values: unknown = useWatch();
  const debounced = useDebouncedValue(values);
  const lastSaved = useRef("");

  useEffect(() => {
    if (!on || !record) return;
    const parsed = categoryFormSchema.safeParse(debounced);
    if (!parsed.success) return;
    const snapshot = JSON.stringify(parsed.data);
    if (snapshot === lastSaved.current) return;
    lastSaved.current = snapshot;
    setState("saving");
    void update(
      "Category",
      { id: record.id, data: parsed.data, previousData: record, meta },
      {
        mutationMode: "pessimistic",
        onSuccess: () => setState("saved"),
        onError: () => setState("unsaved"),
      },
    );
  }, [debounced, on, record, meta, update]);

  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ width: "100%" }}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(event) => {
              // What the form holds when it is switched on is already saved.
              const current = categoryFormSchema.safeParse(values);
              lastSaved.current = current.success ? JSON.stringify(current.data) : "";
              setOn(event.target.checked);
            }}
          />
        }
        label={translate("app.catalogue.categories.instant")}
      />
      {state !== "idle" && (
        <Typography variant="caption" color="text.secondary" role="status">
          {translate(`app.catalogue.categories.instant_${state}`)}
        </Typography>
      )}
    </Stack>
  );
};
