import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import type { SeoSettings } from "../../../domain/content";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { field, type FieldSpec } from "../../../ui/fields/fieldSpec";
import { SettingsForm } from "../shared/SettingsForm";
import { SettingsFrame } from "../shared/SettingsFrame";
import { useAppDataProvider } from "../../../providers/dataProvider";

const fields: FieldSpec[] = [
  field("title", "text", "seo_title", { maxLength: 200 }),
  field("description", "textarea", "seo_description", { maxLength: 500 }),
  field("image", "picture", "seo_image"),
];

/** /seo: the store's title, description and open-graph picture, and each page's override. */
const SeoPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const queryClient = useQueryClient();
  const key = ["content", websiteId, "seo"];
  const { data, isError } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.storeSeo(websiteId!),
    enabled: websiteId !== null,
  });
  const state = websiteId === null ? "no-store" : isError ? "error" : data ? "ready" : "loading";
  const keep = (saved: SeoSettings) => queryClient.setQueryData(key, saved);
  return (
    <SettingsFrame title="app.content.titles.seo" hint="app.content.seo.store_hint" state={state}>
      {data && websiteId !== null ? (
        <>
          <SettingsForm
            label="app.content.seo.store"
            initial={{ ...data.store }}
            fields={fields}
            onSave={async (values) => keep(await dataProvider.saveStoreSeo(websiteId, values))}
          />
          <Divider sx={{ my: 3 }} />
          <Typography variant="subtitle1" component="h2">
            {translate("app.content.seo.pages")}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {translate("app.content.seo.pages_hint")}
          </Typography>
          {data.pages.length === 0 ? (
            <Typography color="text.secondary">{translate("app.content.seo.no_pages")}</Typography>
          ) : (
            data.pages.map((page) => (
              <Accordion key={page.id} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography>
                    {page.name}{" "}
                    <Typography component="span" color="text.secondary">
                      /{page.slug}
                    </Typography>
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <SettingsForm
                    label={page.name}
                    initial={{ ...page.seo }}
                    fields={fields}
                    onSave={async (values) =>
                      keep(await dataProvider.savePageSeo(websiteId, page.id, values))
                    }
                  />
                </AccordionDetails>
              </Accordion>
            ))
          )}
        </>
      ) : null}
    </SettingsFrame>
  );
};

export default SeoPage;
