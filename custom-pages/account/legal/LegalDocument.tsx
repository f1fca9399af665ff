import { Box, Card, Link, Stack, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { LEGAL_EFFECTIVE_DATE, type LegalDocumentContent } from "./types";

/** The sections' titles as an in-page table of contents (sticky beside the text on wide screens). */
const Contents = ({ doc }: { doc: LegalDocumentContent }) => {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate("app.account.legal.contents")}
      sx={{ position: "sticky", top: 80 }}
    >
      <Typography variant="overline" color="text.secondary">
        {translate("app.account.legal.contents")}
      </Typography>
      <Stack component="ol" spacing={0.75} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {doc.sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} underline="hover" color="text.secondary" variant="body2">
              {section.heading}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
};

/** A legal page in the UI language: title, effective date, intro, numbered sections. */
export const LegalDocument = ({ content }: { content: Record<"en" | "pl", LegalDocumentContent> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const doc = locale === "pl" ? content.pl : content.en;
  const effective = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${LEGAL_EFFECTIVE_DATE}T00:00:00Z`),
  );

  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 760px) 240px" } }}>
      <Card component="article" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h5" component="h1">
          {doc.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate("app.account.legal.effective", { date: effective })}
        </Typography>
        <Typography sx={{ mb: 3, fontSize: 17, lineHeight: 1.65 }}>{doc.intro}</Typography>
        {doc.sections.map((section) => (
          <Box component="section" key={section.id} id={section.id} sx={{ mb: 3, scrollMarginTop: 80 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((text, index) => (
              <Typography key={index} sx={{ mb: 1.25, lineHeight: 1.7 }}>
                {text}
              </Typography>
            ))}
            {section.list ? (
              <Box component="ul" sx={{ pl: 3, my: 1, "& li": { mb: 0.75, lineHeight: 1.65 } }}>
                {section.list.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </Box>
            ) : null}
            {section.after ? <Typography sx={{ lineHeight: 1.7 }}>{section.after}</Typography> : null}
          </Box>
        ))}
      </Card>
      <Box sx={{ display: { xs: "none", lg: "block" } }}>
        <Contents doc={doc} />
      </Box>
    </Box>
  );
};
