import { KindList } from "../shared/KindScreens";
import { collectionsConfig } from "./config";

const List = () => <KindList config={collectionsConfig} />;

export default List;
