import { KindList } from "../shared/KindScreens";
import { faqsConfig } from "./config";

const List = () => <KindList config={faqsConfig} />;

export default List;
