import {
  Avatar,
  Box,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import { useTranslate } from "react-admin";
import { formatCents } from "../../ui/format";
import type { OrderDetail } from "../../domain/contracts/orders";

/** The order's lines with their mockup pictures and the decoration files to print. */
export const OrderItems = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const L = (key: string) => translate(`app.orders.fields.${key}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate("app.orders.detail.items")}
        </Typography>
        {/* On a phone the table scrolls sideways inside its card instead of being cut off. */}
        <Box
          sx={{ overflowX: "auto" }}
          tabIndex={0}
          role="region"
          aria-label={translate("app.orders.detail.items")}
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell>{L("name")}</TableCell>
                <TableCell align="right">{L("quantity")}</TableCell>
                <TableCell align="right">{L("unit_price")}</TableCell>
                {order.can.admin ? (
                  <>
                    <TableCell align="right">{L("unit_cost")}</TableCell>
                    <TableCell align="right">{L("unit_platform_fee")}</TableCell>
                  </>
                ) : null}
                <TableCell align="right">{L("total")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell sx={{ width: 72 }}>
                    <Avatar
                      variant="rounded"
                      src={item.picture_url ?? undefined}
                      alt={item.name}
                      sx={{ width: 56, height: 56 }}
                    >
                      <ImageIcon />
                    </Avatar>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{item.name}</Typography>
                    {item.mockups.length > 1 ? (
                      <Stack
                        direction="row"
                        spacing={0.5}
                        sx={{ mt: 0.5 }}
                        aria-label={translate("app.orders.detail.mockups")}
                      >
                        {item.mockups.map((m) => (
                          <Box
                            key={m.url}
                            component="img"
                            src={m.url}
                            alt={`${item.name} ${m.place}`}
                            sx={{ width: 40, height: 40, objectFit: "cover", borderRadius: 1 }}
                          />
                        ))}
                      </Stack>
                    ) : null}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate("app.orders.detail.decoration_files")}:{" "}
                      {item.decoration_files.length === 0
                        ? translate("app.orders.detail.no_files")
                        : item.decoration_files.map((f, i) => (
                            <span key={f.url}>
                              {i > 0 ? ", " : ""}
                              <Link href={f.url} target="_blank" rel="noopener">
                                {f.place}: {f.name}
                              </Link>
                            </span>
                          ))}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{formatCents(item.unit_price)}</TableCell>
                  {order.can.admin ? (
                    <>
                      <TableCell align="right">{formatCents(item.unit_cost)}</TableCell>
                      <TableCell align="right">{formatCents(item.unit_platform_fee)}</TableCell>
                    </>
                  ) : null}
                  <TableCell align="right">{formatCents(item.unit_price * item.quantity)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
};
