import { useState } from "react";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";

const TEXTS = {
  en: { message: "A new version is available.", reload: "Reload" },
  pl: { message: "Dostępna jest nowa wersja.", reload: "Odśwież" },
} as const;

/** The language the user chose in the app (react-admin keeps it in local storage). */
function chosenLocale(): keyof typeof TEXTS {
  try {
    return JSON.parse(window.localStorage.getItem("RaStore.locale") ?? '"en"') === "pl" ? "pl" : "en";
  } catch {
    return "en";
  }
}

/**
 * Offers the new version instead of reloading by itself: the user may be in the middle of a
 * form. It stays until Reload is pressed; closing it keeps the running version.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [open, setOpen] = useState(true);
  const text = TEXTS[chosenLocale()];
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      message={text.message}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") setOpen(false);
      }}
      action={
        <Button
          size="small"
          sx={{ color: "primary.light", fontWeight: 600 }}
          onClick={() => {
            setOpen(false);
            onReload();
          }}
        >
          {text.reload}
        </Button>
      }
    />
  );
}
