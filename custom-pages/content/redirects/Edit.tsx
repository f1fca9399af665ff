import { KindEdit } from "../shared/KindScreens";
import { redirectsConfig } from "./config";

const Edit = () => <KindEdit config={redirectsConfig} />;

export default Edit;
