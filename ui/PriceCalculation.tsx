import { Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatMoney, type BreakdownLine } from "../domain/pricing";

const MULTIPLIERS = new Set(["productionMargin", "websiteMargin"]);

/** The pricing card's calculation, line by line. */
export const PriceCalculation = ({ lines }: { lines: BreakdownLine[] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2">{translate("app.productEditor.pricing.calculation")}</Typography>
      <Table size="small" aria-label={translate("app.productEditor.pricing.calculation")}>
        <TableBody>
          {lines.map((line) => (
            <TableRow
              key={line.key}
              sx={line.key === "minimum" || line.key === "cost" ? { "& td": { fontWeight: 600 } } : undefined}
            >
              <TableCell>
                {translate(`app.productEditor.pricing.${line.key}`, { count: line.count ?? 0 })}
              </TableCell>
              <TableCell align="right">
                {MULTIPLIERS.has(line.key) ? `× ${line.amount}` : formatMoney(line.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
