import { useState } from "react";
import { useTranslate } from "react-admin";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from "@mui/material";
import type { Section } from "../../../domain/sections";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { useDesigner } from "../DesignerContext";
import { applyPattern, availablePatterns, PATTERNS } from "../patterns";
import { PatternSketch } from "./PatternSketch";

/**
 * The section editor page's pattern choice and a preview dialog. Changing a chosen pattern
 * asks first: the pattern replaces all data in the element.
 */
export const PatternPicker = ({
  section,
  onChange,
}: {
  section: Section;
  onChange: (next: Section) => void;
}) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const { store } = useDesigner();
  const { user } = useCurrentUser();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const patterns = PATTERNS[section.type];
  const offered = availablePatterns(section.type, store?.limits, user?.is_admin === true);
  const name = (index: number) =>
    translate(`app.storeDesigner.patterns.${section.type}.${patterns[index]!.key}`);

  const choose = (index: number) => {
    setPreviewing(null);
    if (section.pattern === index) return;
    if (section.pattern === undefined) {
      onChange(applyPattern(section, index));
      return;
    }
    confirm({ content: "app.storeDesigner.editor.pattern_confirm" }).then(
      () => onChange(applyPattern(section, index)),
      ignoreCanceled,
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 1 }}>
      <Typography component="legend" variant="subtitle2">
        {translate("app.storeDesigner.editor.patterns")}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", gap: 1 }}>
        {offered.map((index) => {
          const chosen = section.pattern === index;
          return (
            <Card key={index} variant="outlined" sx={{ borderColor: chosen ? "primary.main" : undefined }}>
              <CardActionArea
                aria-pressed={chosen}
                aria-label={name(index)}
                onClick={() => choose(index)}
                sx={{ p: 1 }}
              >
                <PatternSketch type={section.type} pattern={patterns[index]!} height={56} />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {name(index)}
                </Typography>
              </CardActionArea>
              <CardActions sx={{ pt: 0, justifyContent: "space-between" }}>
                <Button
                  size="small"
                  onClick={() => setPreviewing(index)}
                  aria-label={translate("app.storeDesigner.editor.pattern_preview", { name: name(index) })}
                >
                  {translate("app.storeDesigner.preview.title")}
                </Button>
                {chosen && (
                  <Chip
                    size="small"
                    color="primary"
                    label={translate("app.storeDesigner.editor.pattern_chosen")}
                  />
                )}
              </CardActions>
            </Card>
          );
        })}
      </Box>
      {offered.length < patterns.length && (
        <Alert severity="info">{translate("app.storeDesigner.editor.pattern_locked")}</Alert>
      )}
      <Dialog open={previewing !== null} onClose={() => setPreviewing(null)} fullWidth maxWidth="sm">
        {previewing !== null && (
          <>
            <DialogTitle>{name(previewing)}</DialogTitle>
            <DialogContent>
              <PatternSketch type={section.type} pattern={patterns[previewing]!} height={200} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPreviewing(null)}>
                {translate("app.storeDesigner.editor.close")}
              </Button>
              <Button variant="contained" onClick={() => choose(previewing)}>
                {translate("app.storeDesigner.editor.pattern_choose")}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
};
