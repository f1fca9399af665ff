import { KindEdit } from "../shared/KindScreens";
import { pagesConfig } from "./config";

const Edit = () => <KindEdit config={pagesConfig} />;

export default Edit;
