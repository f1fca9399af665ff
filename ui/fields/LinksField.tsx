import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import { ListControls, moveItem } from "./ListControls";

export interface LinkValue {
  title: string;
  url: string;
  new_tab: boolean;
}

/** A menu's links in order: title and url required (spec's link form), optional new tab. */
export function LinksField({
  label,
  value,
  onChange,
  errors,
}: {
  label: string;
  value: LinkValue[];
  onChange: (links: LinkValue[]) => void;
  errors: Record<string, string>;
}) {
  const translate = useTranslate();
  const update = (i: number, patch: Partial<LinkValue>) =>
    onChange(value.map((link, j) => (j === i ? { ...link, ...patch } : link)));
  return (
    <Box role="group" aria-label={translate(label)}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(label)}
      </Typography>
      {value.map((link, i) => (
        <Box key={i} sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap", mb: 1 }}>
          <TextField
            size="small"
            label={translate("app.content.fields.link_title")}
            value={link.title}
            onChange={(e) => update(i, { title: e.target.value })}
            error={Boolean(errors[`links.${i}.title`])}
            helperText={errors[`links.${i}.title`]}
          />
          <TextField
            size="small"
            label={translate("app.content.fields.link_url")}
            value={link.url}
            onChange={(e) => update(i, { url: e.target.value })}
            error={Boolean(errors[`links.${i}.url`])}
            helperText={errors[`links.${i}.url`]}
            sx={{ flexGrow: 1, minWidth: 220 }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={link.new_tab} onChange={(e) => update(i, { new_tab: e.target.checked })} />
            }
            label={translate("app.content.fields.new_tab")}
          />
          <ListControls
            index={i}
            count={value.length}
            name={link.title}
            onMove={(from, to) => onChange(moveItem(value, from, to))}
            onRemove={(at) => onChange(value.filter((_, j) => j !== at))}
          />
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...value, { title: "", url: "", new_tab: false }])}
      >
        {translate("app.content.fields.add_link")}
      </Button>
    </Box>
  );
}
