import { KindList } from "../shared/KindScreens";
import { menusConfig } from "./config";

const List = () => <KindList config={menusConfig} />;

export default List;
