import { KindEdit } from "../shared/KindScreens";
import { galleryConfig } from "./config";

const Edit = () => <KindEdit config={galleryConfig} />;

export default Edit;
