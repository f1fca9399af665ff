import { KindEdit } from "../shared/KindScreens";
import { blogsConfig } from "./config";

const Edit = () => <KindEdit config={blogsConfig} />;

export default Edit;
