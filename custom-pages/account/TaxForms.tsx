import { Skeleton, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { AccountPage } from "./AccountPage";
import { SectionCard } from "./SectionCard";
import { TaxFormList } from "./taxes/TaxFormList";
import { TaxFormUpload } from "./taxes/TaxFormUpload";
import { useTaxCatalogue } from "./taxes/useTaxCatalogue";

/** "/user/taxes": upload tax forms (PDF) with their tax id, list and delete them. */
const TaxForms = () => {
  const translate = useTranslate();
  const { data: catalogue, isPending, isError } = useTaxCatalogue();

  return (
    <AccountPage title="app.account.page.tax_forms" intro="app.account.taxes.intro">
      <SectionCard
        title={translate("app.account.taxes.upload_title")}
        description={translate("app.account.taxes.upload_hint")}
      >
        {isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : isError ? (
          <Typography color="error">{translate("app.account.load_error")}</Typography>
        ) : (
          <TaxFormUpload catalogue={catalogue} />
        )}
      </SectionCard>
      <SectionCard title={translate("app.account.taxes.list_title")}>
        <TaxFormList />
      </SectionCard>
    </AccountPage>
  );
};

export default TaxForms;
