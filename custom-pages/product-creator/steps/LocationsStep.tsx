import { Box, Stack, Typography } from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import { useTranslate } from "react-admin";
import type { Draft } from "../../../domain/drafts";
import { sideLabel } from "../../design-canvas/sideLabel";

const LOCATIONS = ["front", "back"];

/** Quick creator locations: each product needs a front or back mockup. */
export const LocationsStep = ({ draft, errors }: { draft: Draft; errors: Record<string, string> }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate("app.productCreator.steps.locations")}
      </Typography>
      {draft.items.map((item, i) => {
        const shown = item.mockups.filter((m) => !m.stale && LOCATIONS.includes(m.side));
        const error = errors[`items.${i}.mockups`];
        return (
          <Stack
            key={item.key}
            direction="row"
            spacing={2}
            alignItems="center"
            role="group"
            aria-label={item.name || item.supplier.name}
          >
            {shown.length > 0 ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
            <Typography sx={{ minWidth: 180 }}>{item.name || item.supplier.name}</Typography>
            <Stack direction="row" spacing={1}>
              {shown.slice(0, 4).map((m) => (
                <Box
                  key={`${m.color}-${m.side}`}
                  component="img"
                  src={m.url}
                  alt={translate("app.productCreator.mockups.alt", {
                    color: m.color,
                    side: sideLabel(translate, m.side),
                  })}
                  sx={{ width: 64, height: 64, objectFit: "contain", bgcolor: "grey.100", borderRadius: 1 }}
                />
              ))}
            </Stack>
            {error ? <Typography color="error">{error}</Typography> : null}
          </Stack>
        );
      })}
    </Stack>
  );
};
