import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";

/** How many of the store's files are shown, and Show more while there are more. */
export function FileShowMore({
  shown,
  total,
  busy,
  onShowMore,
}: {
  shown: number;
  total: number;
  busy: boolean;
  onShowMore: () => void;
}) {
  const translate = useTranslate();
  if (shown === 0) return null;
  return (
    <Box sx={{ textAlign: "center", mt: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate("app.library.list.shown", { shown, total })}
      </Typography>
      {shown < total && (
        <Button onClick={onShowMore} disabled={busy} sx={{ mt: 1 }}>
          {translate("app.library.list.show_more")}
        </Button>
      )}
    </Box>
  );
}
