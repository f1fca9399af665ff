import { Alert, Autocomplete, Box, MenuItem, TextField, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { isValidTaxId, type TaxIdType } from "../../../domain/tax-ids";
import { countryNamer } from "./useTaxCatalogue";

export interface TaxIdDraft {
  country: string;
  type: string;
  taxId: string;
}

interface TaxIdFieldsProps {
  catalogue: readonly TaxIdType[];
  draft: TaxIdDraft;
  onChange: (draft: TaxIdDraft) => void;
  /** Server field errors by field name (country_code, tax_id_type, tax_id). */
  errors: Record<string, string>;
  disabled?: boolean;
}

/** The client-side format check: only when the catalogue gives a pattern and something is typed. */
export function taxIdProblem(type: TaxIdType | undefined, value: string): boolean {
  return type !== undefined && type.pattern !== "" && value.trim() !== "" && !isValidTaxId(type, value);
}

/** Country, then that country's tax id types (name, description, example), then the number. */
export const TaxIdFields = ({ catalogue, draft, onChange, errors, disabled = false }: TaxIdFieldsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const countryName = countryNamer(locale);
  const countries = [...new Set(catalogue.map((t) => t.country_code))].sort((a, b) =>
    countryName(a).localeCompare(countryName(b), locale),
  );
  const types = catalogue.filter((t) => t.country_code === draft.country);
  const type = types.find((t) => t.enum === draft.type);
  const badFormat = taxIdProblem(type, draft.taxId);

  const chooseCountry = (country: string) => {
    const own = catalogue.filter((t) => t.country_code === country);
    // A country with one kind of number needs no second choice.
    onChange({ country, type: own.length === 1 ? (own[0]?.enum ?? "") : "", taxId: draft.taxId });
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <Autocomplete
        options={countries}
        value={draft.country || null}
        disabled={disabled}
        getOptionLabel={(code) => `${countryName(code)} (${code})`}
        onChange={(_, code) => chooseCountry(code ?? "")}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate("app.account.taxes.country")}
            error={Boolean(errors.country_code)}
            helperText={errors.country_code}
          />
        )}
      />
      <TextField
        select
        label={translate("app.account.taxes.type")}
        value={type ? draft.type : ""}
        disabled={disabled || types.length === 0}
        onChange={(event) => onChange({ ...draft, type: event.target.value })}
        error={Boolean(errors.tax_id_type)}
        helperText={
          errors.tax_id_type ?? (draft.country ? undefined : translate("app.account.taxes.country_first"))
        }
      >
        {types.map((t) => (
          <MenuItem key={t.enum} value={t.enum}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      {type ? (
        <Alert severity="info" variant="outlined" role="note" sx={{ gridColumn: "1 / -1" }}>
          <Typography variant="body2" fontWeight={600}>
            {type.name}{" "}
            <Typography component="span" variant="caption" color="text.secondary">
              ({type.enum})
            </Typography>
          </Typography>
          <Typography variant="body2">{type.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("app.account.taxes.example", { example: type.example })}
          </Typography>
        </Alert>
      ) : null}
      <TextField
        label={translate("app.account.taxes.tax_id")}
        value={draft.taxId}
        disabled={disabled || !type}
        onChange={(event) => onChange({ ...draft, taxId: event.target.value })}
        error={badFormat || Boolean(errors.tax_id)}
        helperText={
          badFormat && type
            ? translate("app.account.taxes.bad_format", { example: type.example })
            : (errors.tax_id ??
              (type ? translate("app.account.taxes.example", { example: type.example }) : undefined))
        }
        placeholder={type?.example}
        sx={{ gridColumn: "1 / -1" }}
      />
    </Box>
  );
};
