import { KindEdit } from "../shared/KindScreens";
import { newsConfig } from "./config";

const Edit = () => <KindEdit config={newsConfig} />;

export default Edit;
