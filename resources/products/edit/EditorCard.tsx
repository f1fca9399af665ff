import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@mui/material";
import { useTranslate } from "react-admin";

/** One card of the editor with its translated title. */
export const EditorCard = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardHeader
        title={translate(title)}
        titleTypographyProps={{ variant: "h6", component: "h2" }}
        action={action}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
};
