import { zodResolver } from "@hookform/resolvers/zod";
import { TextInput } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import { LIBRARY_NAME_MAX } from "../../domain/library";
import { fileName } from "../../domain/libraryFile";
import { keepText } from "../../ui/fields/values";
import { FormDialog, type SaveOutcome } from "../../ui/FormDialog";
import { useDialogSubmit } from "../../ui/useDialogSubmit";
import { useServerTextResolver } from "../../ui/useServerTextResolver";

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  submit: string;
  initial: string;
  onClose: () => void;
  /** Saves the name; a rejection shows the server's message under the field. */
  onSubmit: (name: string) => Promise<void>;
}

// The server's rule for a file or folder name; the name is sent as it checks it (trimmed).
const byName = zodResolver(z.object({ name: fileName }));

/** Asks for a name (new folder, rename a file or folder). */
export function NameDialog({ open, title, label, submit, initial, onClose, onSubmit }: NameDialogProps) {
  const submitOne = useDialogSubmit(onClose);
  const resolver = useServerTextResolver(byName);

  const save = async (values: FieldValues): Promise<SaveOutcome> => {
    const name: unknown = values.name;
    if (typeof name !== "string") return undefined;
    return submitOne(() => onSubmit(name), "name", [], "app.library.editor.failed");
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      record={{ name: initial }}
      resolver={resolver}
      onSubmit={save}
      submitLabel={submit}
      cancelLabel="app.library.folder.cancel"
      maxWidth="xs"
    >
      <TextInput
        source="name"
        label={label}
        autoFocus
        margin="dense"
        parse={keepText}
        helperText=" "
        slotProps={{ htmlInput: { maxLength: LIBRARY_NAME_MAX } }}
      />
    </FormDialog>
  );
}
