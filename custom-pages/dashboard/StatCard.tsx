import type { ReactElement } from "react";
import { Avatar, Box, Card, CardContent, Link, Skeleton, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";

export interface StatCardProps {
  label: string;
  icon: ReactElement;
  total: number | undefined;
  isPending: boolean;
  error?: unknown;
  caption?: string;
  /** List page the card opens, e.g. "/Order?filter=..." */
  to?: string;
  tone?: "primary" | "secondary";
}

export const StatCard = ({
  label,
  icon,
  total,
  isPending,
  error,
  caption,
  to,
  tone = "primary",
}: StatCardProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: 44, height: 44 }}>
            {icon}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {label}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
              {isPending ? <Skeleton width={72} /> : error ? "—" : (total ?? 0).toLocaleString("en-US")}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mt: 1.5 }}>
          <Typography variant="caption" color={error ? "error" : "text.secondary"} noWrap sx={{ flex: 1 }}>
            {error ? translate("app.dashboard.load_error") : caption}
          </Typography>
          {to ? (
            <Link component={LinkBase} to={to} variant="caption" underline="hover" fontWeight={600} noWrap>
              {translate("app.dashboard.see_all")}
            </Link>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
