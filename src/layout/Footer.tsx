import { Box, Link, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { LinkBase, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";

/** The legal documents every user may read, linked from every page. */
const LEGAL = [
  { to: "/settings/privacy", label: "app.account.page.privacy" },
  { to: "/settings/regulations", label: "app.account.page.regulations" },
] as const;

/** The footer: contact and help (support details from GET /api/app_info), and the legal documents. */
export const Footer = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: ["app_info"],
    queryFn: () => dataProvider.appInfo(),
    staleTime: Infinity,
  });
  const email = data?.admin_info?.email ?? null;
  const phone = data?.admin_info?.phone ?? null;

  return (
    <Box
      component="footer"
      sx={{
        mt: 4,
        py: 2,
        px: 2,
        display: "flex",
        flexWrap: "wrap",
        gap: 2,
        justifyContent: "space-between",
        borderTop: 1,
        borderColor: "divider",
        color: "text.secondary",
      }}
    >
      <Typography variant="body2">{translate("app.footer.need_help")}</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5 }}>
        {LEGAL.map((item) => (
          <Link key={item.to} component={LinkBase} to={item.to} variant="body2" underline="hover">
            {translate(item.label)}
          </Link>
        ))}
        {email ? (
          <Link variant="body2" href={`mailto:${email}?subject=Help`} underline="hover">
            {translate("app.footer.help")}
          </Link>
        ) : null}
        {email ? (
          <Link variant="body2" href={`mailto:${email}`} underline="hover">
            {translate("app.footer.contact")}: {email}
          </Link>
        ) : null}
        {phone ? (
          <Link variant="body2" href={`tel:${phone.replace(/\s+/g, "")}`} underline="hover">
            {phone}
          </Link>
        ) : null}
      </Box>
    </Box>
  );
};
