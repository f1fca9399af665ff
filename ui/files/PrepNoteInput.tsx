import { TextInput, type TextInputProps } from "react-admin";
import { keepText } from "../fields/values";

/** The longest note the server keeps on a preparation request (the store's and the print team's). */
const PREP_NOTE_MAX = 2000;

/**
 * A preparation request's note, the store's or the print team's: several lines, at most what the
 * server keeps; a cleared note stays text (react-admin would make it null). Outlined, as these
 * notes always were: a filled field's red error label is too faint on its grey.
 */
export const PrepNoteInput = (
  props: Omit<TextInputProps, "multiline" | "slotProps" | "parse" | "variant">,
) => (
  <TextInput
    {...props}
    multiline
    variant="outlined"
    parse={keepText}
    slotProps={{ htmlInput: { maxLength: PREP_NOTE_MAX } }}
  />
);
