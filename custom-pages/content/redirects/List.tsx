import { KindList } from "../shared/KindScreens";
import { redirectsConfig } from "./config";

const List = () => <KindList config={redirectsConfig} />;

export default List;
