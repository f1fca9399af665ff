import { KindList } from "../shared/KindScreens";
import { pagesConfig } from "./config";

const List = () => <KindList config={pagesConfig} />;

export default List;
