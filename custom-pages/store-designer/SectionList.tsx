import { useTranslate } from "react-admin";
import { Box, List, Typography } from "@mui/material";
import { useDesigner } from "./DesignerContext";
import { AddSectionMenu } from "./AddSectionMenu";
import { SectionRow } from "./SectionRow";
import { useSectionActions } from "./useSectionActions";

/** The selected page's sections in their order, with add, reorder, edit and delete. */
export const SectionList = () => {
  const translate = useTranslate();
  const { selectedPage, layout, setEditingId } = useDesigner();
  const { add, move, remove } = useSectionActions();
  if (!selectedPage) {
    return <Typography color="text.secondary">{translate("app.storeDesigner.sections.no_page")}</Typography>;
  }
  const sections = layout[selectedPage.id] ?? [];
  const heading = translate("app.storeDesigner.sections.title", { page: selectedPage.name });
  return (
    <Box component="section" aria-label={heading}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" noWrap>
          {heading}
        </Typography>
        <AddSectionMenu onAdd={add} />
      </Box>
      {sections.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate("app.storeDesigner.sections.empty")}
        </Typography>
      ) : (
        <List dense aria-label={heading}>
          {sections.map((section, index) => (
            <SectionRow
              key={section.id}
              section={section}
              index={index}
              count={sections.length}
              onMove={move}
              onEdit={() => setEditingId(section.id)}
              onDelete={() => remove(section.id)}
            />
          ))}
        </List>
      )}
    </Box>
  );
};
