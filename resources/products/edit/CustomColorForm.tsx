import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";

/** Adds a colour to a custom product: a name and its swatch. */
export const CustomColorForm = ({ onAdd }: { onAdd: (color: { name: string; swatch: string }) => void }) => {
  const translate = useTranslate();
  const [name, setName] = useState("");
  const [swatch, setSwatch] = useState("#000000");
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        size="small"
        label={translate("app.productEditor.colors.custom_name")}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        size="small"
        type="color"
        label={translate("app.productEditor.colors.custom_swatch")}
        value={swatch}
        onChange={(e) => setSwatch(e.target.value)}
        sx={{ width: 100 }}
      />
      <Button
        disabled={name.trim() === ""}
        onClick={() => {
          onAdd({ name: name.trim(), swatch });
          setName("");
        }}
      >
        {translate("app.productEditor.colors.custom_add")}
      </Button>
    </Stack>
  );
};
