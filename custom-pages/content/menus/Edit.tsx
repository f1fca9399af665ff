import { KindEdit } from "../shared/KindScreens";
import { menusConfig } from "./config";

const Edit = () => <KindEdit config={menusConfig} />;

export default Edit;
