import { KindList } from "../shared/KindScreens";
import { blogsConfig } from "./config";

const List = () => <KindList config={blogsConfig} />;

export default List;
