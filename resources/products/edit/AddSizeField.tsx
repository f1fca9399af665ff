import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";

/** A free size for a custom product: typed, then added with "+". */
export const AddSizeField = ({ onAdd }: { onAdd: (size: string) => void }) => {
  const translate = useTranslate();
  const [text, setText] = useState("");
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        size="small"
        label={translate("app.productEditor.colors.sizes")}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        disabled={text.trim() === ""}
        onClick={() => {
          onAdd(text.trim());
          setText("");
        }}
      >
        +
      </Button>
    </Stack>
  );
};
