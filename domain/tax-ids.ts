/**
 * The tax id catalogue of the Tax Forms screen (name, enum,
 * description, example, country_code). `enum` follows the type names payment providers use
 * (us_ein, eu_vat, ca_bn...), so one value can be passed on as it is; it is unique per country.
 * `pattern` checks a value after normalizeTaxId() (upper case, no spaces, dots, dashes or
 * slashes); an EU VAT number is accepted with or without its country prefix.
 */
export interface TaxIdType {
  name: string;
  enum: string;
  description: string;
  example: string;
  country_code: string;
  pattern: string;
}

const entry = (
  country_code: string,
  type: string,
  name: string,
  description: string,
  example: string,
  pattern: string,
): TaxIdType => ({ name, enum: type, description, example, country_code, pattern });

/** [ISO country, country name, VAT prefix, number after the prefix, example]. Greece's prefix is EL. */
const EU_VAT: readonly (readonly [string, string, string, string, string])[] = [
  ["AT", "Austria", "AT", "U\\d{8}", "ATU12345678"],
  ["BE", "Belgium", "BE", "[01]\\d{9}", "BE0123456789"],
  ["BG", "Bulgaria", "BG", "\\d{9,10}", "BG123456789"],
  ["HR", "Croatia", "HR", "\\d{11}", "HR12345678901"],
  ["CY", "Cyprus", "CY", "\\d{8}[A-Z]", "CY12345678L"],
  ["CZ", "Czech Republic", "CZ", "\\d{8,10}", "CZ12345678"],
  ["DK", "Denmark", "DK", "\\d{8}", "DK12345678"],
  ["EE", "Estonia", "EE", "\\d{9}", "EE123456789"],
  ["FI", "Finland", "FI", "\\d{8}", "FI12345678"],
  ["FR", "France", "FR", "[0-9A-HJ-NP-Z]{2}\\d{9}", "FRAB123456789"],
  ["DE", "Germany", "DE", "\\d{9}", "DE123456789"],
  ["GR", "Greece", "EL", "\\d{9}", "EL123456789"],
  ["HU", "Hungary", "HU", "\\d{8}", "HU12345678"],
  ["IE", "Ireland", "IE", "(\\d{7}[A-W][A-IW]?|\\d[A-Z+*]\\d{5}[A-W])", "IE1234567WA"],
  ["IT", "Italy", "IT", "\\d{11}", "IT12345678901"],
  ["LV", "Latvia", "LV", "\\d{11}", "LV12345678901"],
  ["LT", "Lithuania", "LT", "(\\d{9}|\\d{12})", "LT123456789"],
  ["LU", "Luxembourg", "LU", "\\d{8}", "LU12345678"],
  ["MT", "Malta", "MT", "\\d{8}", "MT12345678"],
  ["NL", "Netherlands", "NL", "\\d{9}B\\d{2}", "NL123456789B01"],
  ["PL", "Poland", "PL", "\\d{10}", "PL1234567890"],
  ["PT", "Portugal", "PT", "\\d{9}", "PT123456789"],
  ["RO", "Romania", "RO", "[1-9]\\d{1,9}", "RO1234567890"],
  ["SK", "Slovakia", "SK", "\\d{10}", "SK1234567890"],
  ["SI", "Slovenia", "SI", "\\d{8}", "SI12345678"],
  ["ES", "Spain", "ES", "[A-Z0-9]\\d{7}[A-Z0-9]", "ESA1234567Z"],
  ["SE", "Sweden", "SE", "\\d{10}01", "SE123456789701"],
];

export const EU_COUNTRY_CODES: readonly string[] = EU_VAT.map(([code]) => code);

export const TAX_ID_TYPES: readonly TaxIdType[] = [
  entry(
    "US",
    "us_ein",
    "United States EIN",
    "Employer Identification Number issued by the IRS to businesses.",
    "12-3456789",
    "^\\d{9}$",
  ),
  entry(
    "US",
    "us_ssn",
    "United States SSN",
    "Social Security Number, for individuals and sole proprietors filing under their own number.",
    "123-45-6789",
    "^(?!000|666|9)\\d{3}(?!00)\\d{2}(?!0000)\\d{4}$",
  ),
  entry(
    "US",
    "us_itin",
    "United States ITIN",
    "Individual Taxpayer Identification Number, for individuals who cannot get an SSN.",
    "912-70-1234",
    "^9\\d{2}(5\\d|6[0-5]|7\\d|8[0-8]|9[0-24-9])\\d{4}$",
  ),
  entry(
    "CA",
    "ca_bn",
    "Canadian BN",
    "Business Number assigned by the Canada Revenue Agency.",
    "123456789",
    "^\\d{9}$",
  ),
  entry(
    "CA",
    "ca_gst_hst",
    "Canadian GST/HST number",
    "GST/HST registration: the Business Number followed by the RT program account.",
    "123456789RT0002",
    "^\\d{9}RT\\d{4}$",
  ),
  entry(
    "CA",
    "ca_qst",
    "Canadian QST number (Québec)",
    "Québec Sales Tax registration number.",
    "1234567890TQ1234",
    "^\\d{10}TQ\\d{4}$",
  ),
  entry(
    "CA",
    "ca_pst_bc",
    "Canadian PST number (British Columbia)",
    "British Columbia Provincial Sales Tax number.",
    "PST-1234-5678",
    "^PST\\d{8}$",
  ),
  entry(
    "CA",
    "ca_pst_mb",
    "Canadian PST number (Manitoba)",
    "Manitoba Retail Sales Tax number.",
    "123456-7",
    "^\\d{7}$",
  ),
  entry(
    "CA",
    "ca_pst_sk",
    "Canadian PST number (Saskatchewan)",
    "Saskatchewan Provincial Sales Tax number.",
    "1234567",
    "^\\d{7}$",
  ),
  ...EU_VAT.map(([code, country, prefix, body, example]) =>
    entry(
      code,
      "eu_vat",
      `${country} VAT number`,
      `European Union VAT identification number of ${country}, starting with ${prefix}.`,
      example,
      `^(${prefix})?${body}$`,
    ),
  ),
  entry(
    "GB",
    "gb_vat",
    "United Kingdom VAT number",
    "UK VAT registration number, starting with GB.",
    "GB123456789",
    "^(GB)?(\\d{9}|\\d{12}|GD\\d{3}|HA\\d{3})$",
  ),
  entry(
    "CH",
    "ch_uid",
    "Swiss UID number",
    "Swiss business identification number (UID).",
    "CHE-123.456.789",
    "^CHE\\d{9}$",
  ),
  entry(
    "CH",
    "ch_vat",
    "Swiss VAT number",
    "Swiss VAT number: the UID followed by MWST, TVA or IVA.",
    "CHE-123.456.789 MWST",
    "^CHE\\d{9}(MWST|TVA|IVA)?$",
  ),
  entry(
    "LI",
    "li_uid",
    "Liechtenstein UID number",
    "Liechtenstein business identification number.",
    "CHE123456789",
    "^CHE\\d{9}$",
  ),
  entry(
    "NO",
    "no_vat",
    "Norwegian VAT number",
    "Norwegian organisation number followed by MVA.",
    "123456789MVA",
    "^(NO)?\\d{9}(MVA)?$",
  ),
  entry("IS", "is_vat", "Icelandic VAT number", "Icelandic VAT number (VSK-númer).", "123456", "^\\d{5,6}$"),
  entry(
    "AU",
    "au_abn",
    "Australian Business Number (ABN)",
    "Australian Business Number.",
    "12345678912",
    "^\\d{11}$",
  ),
  entry(
    "AU",
    "au_arn",
    "Australian Taxation Office Reference Number",
    "ATO reference number for foreign suppliers.",
    "123456789123",
    "^\\d{12}$",
  ),
  entry(
    "NZ",
    "nz_gst",
    "New Zealand GST number",
    "New Zealand Goods and Services Tax number.",
    "123456789",
    "^\\d{8,9}$",
  ),
  entry(
    "JP",
    "jp_cn",
    "Japanese Corporate Number",
    "Japanese Corporate Number (Hōjin Bangō).",
    "1234567891234",
    "^\\d{13}$",
  ),
  entry(
    "JP",
    "jp_trn",
    "Japanese Tax Registration Number",
    "Japanese qualified invoice issuer number (Tōroku Bangō).",
    "T1234567891234",
    "^T\\d{13}$",
  ),
  entry(
    "IN",
    "in_gst",
    "Indian GST number",
    "Indian Goods and Services Tax Identification Number (GSTIN).",
    "12ABCDE3456FGZH",
    "^\\d{2}[A-Z]{5}\\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$",
  ),
  entry(
    "SG",
    "sg_uen",
    "Singaporean UEN",
    "Singapore Unique Entity Number.",
    "123456789F",
    "^(\\d{8,9}[A-Z]|[TSR]\\d{2}[A-Z]{2}\\d{4}[A-Z])$",
  ),
  entry(
    "SG",
    "sg_gst",
    "Singaporean GST number",
    "Singapore GST registration number.",
    "M12345678X",
    "^(M\\d{8}[A-Z]|\\d{8,9}[A-Z])$",
  ),
  entry(
    "ZA",
    "za_vat",
    "South African VAT number",
    "South African VAT number, starting with 4.",
    "4123456789",
    "^4\\d{9}$",
  ),
  entry(
    "BR",
    "br_cnpj",
    "Brazilian CNPJ number",
    "Brazilian company taxpayer number.",
    "01.234.456/5432-10",
    "^\\d{14}$",
  ),
  entry(
    "BR",
    "br_cpf",
    "Brazilian CPF number",
    "Brazilian individual taxpayer number.",
    "123.456.789-87",
    "^\\d{11}$",
  ),
  entry(
    "MX",
    "mx_rfc",
    "Mexican RFC number",
    "Mexican Federal Taxpayer Registry code.",
    "ABC010203AB9",
    "^[A-ZÑ&]{3,4}\\d{6}[A-Z0-9]{3}$",
  ),
  entry("KR", "kr_brn", "Korean BRN", "Korean Business Registration Number.", "123-45-67890", "^\\d{10}$"),
  entry(
    "AE",
    "ae_trn",
    "United Arab Emirates TRN",
    "UAE Tax Registration Number.",
    "123456789012345",
    "^\\d{15}$",
  ),
  entry(
    "SA",
    "sa_vat",
    "Saudi Arabia VAT number",
    "Saudi Arabian VAT number: 15 digits starting and ending with 3.",
    "310123456700003",
    "^3\\d{13}3$",
  ),
  entry("IL", "il_vat", "Israeli VAT number", "Israeli VAT (Osek Murshe) number.", "000012345", "^\\d{9}$"),
  entry(
    "TR",
    "tr_tin",
    "Turkish tax identification number",
    "Turkish tax number (Vergi Kimlik Numarası).",
    "0123456789",
    "^\\d{10}$",
  ),
];

/** Upper case without spaces, dots, dashes or slashes: how the patterns read a value. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, "");
}

export function findTaxIdType(countryCode: string, type: string): TaxIdType | undefined {
  const code = countryCode.toUpperCase();
  return TAX_ID_TYPES.find((t) => t.country_code === code && t.enum === type);
}

export function isValidTaxId(type: TaxIdType, value: string): boolean {
  return new RegExp(type.pattern).test(normalizeTaxId(value));
}

export const TAX_FORM_MAX_BYTES = 10 * 1024 * 1024;

export const TAX_MSG = {
  chooseType: "Choose a tax ID type from the list.",
  badFormat: (example: string) => `The tax ID does not match the expected format, e.g. ${example}.`,
  pdfOnly: "Please upload a PDF file.",
  tooLarge: "The file is too large. The limit is 10 MB.",
  deleted: "The tax form has been deleted.",
  uploaded: "Uploaded successfully",
} as const;
