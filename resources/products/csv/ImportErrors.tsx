import { Alert, List, ListItem, ListItemText } from "@mui/material";
import { useTranslate } from "react-admin";
import { useMinimumPriceText } from "../../../ui/MoneyField";

/** The server's per-row report (rows.<line>.<column> -> "Line n: message"), in line order. */
export function rowErrors(errors: Record<string, string>): { key: string; text: string }[] {
  const line = (key: string) => Number(/^rows\.(\d+)\./.exec(key)?.[1] ?? 0);
  return Object.entries(errors)
    .map(([key, text]) => ({ key, text }))
    .sort((a, b) => line(a.key) - line(b.key));
}

export const ImportErrors = ({ message, errors }: { message: string; errors: Record<string, string> }) => {
  const translate = useTranslate();
  const { resay } = useMinimumPriceText();
  const rows = rowErrors(errors);
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {resay(message) ?? message}
      {rows.length > 0 && (
        <>
          <div>{translate("app.productList.csv.rows_refused", { smart_count: rows.length })}</div>
          <List
            dense
            sx={{ maxHeight: 240, overflow: "auto" }}
            aria-label={translate("app.productList.csv.error_report")}
            // A long report scrolls: it takes the focus so a keyboard can scroll it too.
            tabIndex={0}
          >
            {rows.map((row) => (
              <ListItem key={row.key} disableGutters>
                <ListItemText primary={resay(row.text) ?? row.text} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
};
