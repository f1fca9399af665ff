import { LegalDocument } from "./legal/LegalDocument";
import { privacy } from "./legal/privacy";

/** "/settings/privacy". */
const PrivacyPage = () => <LegalDocument content={privacy} />;

export default PrivacyPage;
