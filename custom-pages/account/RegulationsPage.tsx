import { LegalDocument } from "./legal/LegalDocument";
import { regulations } from "./legal/regulations";

/** "/settings/regulations". */
const RegulationsPage = () => <LegalDocument content={regulations} />;

export default RegulationsPage;
