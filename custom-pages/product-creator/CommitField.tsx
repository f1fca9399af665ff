import { useEffect, useState } from "react";
import { TextField, type TextFieldProps } from "@mui/material";

/**
 * A text field that sends its value when the user leaves it (or presses Enter) rather than on
 * every key, so typing is not raced by the server's answers; it follows the saved value otherwise.
 */
export const CommitField = ({
  value,
  onCommit,
  ...props
}: Omit<TextFieldProps, "value" | "onChange" | "onBlur"> & {
  value: string;
  onCommit: (value: string) => void;
}) => {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
    />
  );
};
