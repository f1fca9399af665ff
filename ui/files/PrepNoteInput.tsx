import { TextInput, type TextInputProps } from "react-admin";
import { keepText } from "../fields/values";
import { PREP_NOTE_MAX } from "../../domain/library";

/**
 * A preparation request's note, the store's or the print team's: several lines, at most what the
 * server keeps; a cleared note stays text (react-admin would make it null).
 */
export const PrepNoteInput = (props: Omit<TextInputProps, "multiline" | "slotProps" | "parse">) => (
  <TextInput {...props} multiline parse={keepText} slotProps={{ htmlInput: { maxLength: PREP_NOTE_MAX } }} />
);
