import { useState } from "react";
import { useTranslate } from "react-admin";
import { Button, ListItemText, Menu, MenuItem } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { SECTION_TYPES, newSection, type Section } from "../../domain/sections";

/** A new section of one of the seven types, with the defaults table and a random id. */
export const AddSectionMenu = ({ onAdd }: { onAdd: (section: Section) => void }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate("app.storeDesigner.sections.add")}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SECTION_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(newSection(type));
            }}
          >
            <ListItemText
              primary={translate(`app.storeDesigner.types.${type}`)}
              secondary={translate(`app.storeDesigner.type_info.${type}`)}
              slotProps={{ secondary: { sx: { whiteSpace: "normal", maxWidth: 320 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
