import { KindList } from "../shared/KindScreens";
import { galleryConfig } from "./config";

const List = () => <KindList config={galleryConfig} />;

export default List;
