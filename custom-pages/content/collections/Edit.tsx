import { KindEdit } from "../shared/KindScreens";
import { collectionsConfig } from "./config";

const Edit = () => <KindEdit config={collectionsConfig} />;

export default Edit;
