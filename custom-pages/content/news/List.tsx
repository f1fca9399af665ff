import { KindList } from "../shared/KindScreens";
import { newsConfig } from "./config";

const List = () => <KindList config={newsConfig} />;

export default List;
