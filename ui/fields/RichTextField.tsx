import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CodeIcon from "@mui/icons-material/Code";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import InsertLinkIcon from "@mui/icons-material/InsertLink";
import TitleIcon from "@mui/icons-material/Title";
import { inertHtml } from "./inertHtml";

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

type Command = "bold" | "italic" | "heading" | "insertUnorderedList" | "insertOrderedList";

/**
 * Rich text on a contentEditable area: bold, italic, heading, lists and links from a toolbar,
 * and an HTML source view for what the toolbar cannot do. The result is HTML, which the server
 * cleans to its allowlist on save like any other.
 */
export function RichTextField({ label, value, onChange, error }: RichTextFieldProps) {
  const translate = useTranslate();
  const editor = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState("https://");

  // Outside changes (the record loading, the source view) are drawn into the area; the area's
  // own typing already matches and is left alone so the caret stays put.
  useEffect(() => {
    const el = editor.current;
    if (el && !source && el.innerHTML !== value) el.replaceChildren(...inertHtml(value));
  }, [value, source]);

  const emit = () => onChange(editor.current?.innerHTML ?? "");
  /** Back into the area where the caret was, when a button or the link field took the focus. */
  const refocus = () => {
    const el = editor.current;
    if (!el || document.activeElement === el) return;
    el.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };
  const run = (command: Command) => {
    refocus();
    if (command === "heading") {
      const block = document.queryCommandValue("formatBlock").toLowerCase();
      document.execCommand("formatBlock", false, block === "h2" ? "p" : "h2");
    } else {
      document.execCommand(command);
    }
    emit();
  };
  const rememberSelection = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (range && editor.current?.contains(range.commonAncestorContainer)) saved.current = range.cloneRange();
  };
  const addLink = () => {
    refocus();
    document.execCommand("createLink", false, url.trim());
    setLinking(false);
    emit();
  };

  const tool = (title: string, command: Command, icon: ReactNode) => (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          disabled={source}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => run(command)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box>
      <Typography
        variant="caption"
        color={error ? "error" : "text.secondary"}
        component="div"
        sx={{ mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          "&:focus-within": { borderColor: "primary.main" },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={translate("app.content.rich.toolbar", { label })}
          sx={{ flexWrap: "wrap", alignItems: "center", px: 0.5, borderBottom: 1, borderColor: "divider" }}
        >
          {tool(translate("app.content.rich.bold"), "bold", <FormatBoldIcon fontSize="small" />)}
          {tool(translate("app.content.rich.italic"), "italic", <FormatItalicIcon fontSize="small" />)}
          {tool(translate("app.content.rich.heading"), "heading", <TitleIcon fontSize="small" />)}
          {tool(
            translate("app.content.rich.bulleted"),
            "insertUnorderedList",
            <FormatListBulletedIcon fontSize="small" />,
          )}
          {tool(
            translate("app.content.rich.numbered"),
            "insertOrderedList",
            <FormatListNumberedIcon fontSize="small" />,
          )}
          <Tooltip title={translate("app.content.rich.link")}>
            <span>
              <IconButton
                size="small"
                aria-label={translate("app.content.rich.link")}
                disabled={source}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setLinking((open) => !open)}
              >
                <InsertLinkIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <ToggleButton
            value="source"
            size="small"
            selected={source}
            onChange={() => setSource((on) => !on)}
            sx={{ ml: "auto", border: 0, gap: 0.5 }}
          >
            <CodeIcon fontSize="small" />
            {translate("app.content.rich.html")}
          </ToggleButton>
        </Stack>
        {linking && !source && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ p: 1, alignItems: "center", borderBottom: 1, borderColor: "divider" }}
          >
            <TextField
              size="small"
              label={translate("app.content.rich.link_url")}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              sx={{ flex: 1 }}
            />
            <Button size="small" variant="contained" disabled={!url.trim()} onClick={addLink}>
              {translate("app.content.rich.add_link")}
            </Button>
          </Stack>
        )}
        {source ? (
          <TextField
            multiline
            minRows={8}
            fullWidth
            value={value}
            onChange={(event) => onChange(event.target.value)}
            slotProps={{ htmlInput: { "aria-label": translate("app.content.rich.source", { label }) } }}
            sx={{ "& textarea": { fontFamily: "monospace" }, "& fieldset": { border: 0 } }}
          />
        ) : (
          <Box
            ref={editor}
            role="textbox"
            aria-multiline="true"
            aria-label={label}
            contentEditable
            suppressContentEditableWarning
            onInput={emit}
            // New lines are paragraphs, which the server keeps (it drops div).
            onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
            onKeyUp={rememberSelection}
            onMouseUp={rememberSelection}
            onBlur={rememberSelection}
            sx={{
              minHeight: 180,
              p: 1.5,
              outline: "none",
              overflowWrap: "anywhere",
              "& h2": { typography: "h6", my: 1 },
              "& p": { my: 0.5 },
            }}
          />
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
