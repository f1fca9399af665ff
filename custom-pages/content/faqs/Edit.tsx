import { KindEdit } from "../shared/KindScreens";
import { faqsConfig } from "./config";

const Edit = () => <KindEdit config={faqsConfig} />;

export default Edit;
