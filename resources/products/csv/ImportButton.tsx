import { useState } from "react";
import UploadIcon from "@mui/icons-material/Upload";
import { Button } from "react-admin";
import { ImportDialog } from "./ImportDialog";

export const ImportButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.productList.csv.import" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </>
  );
};
