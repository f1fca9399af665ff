export { DialogButtons, DialogError } from "../../ui/DialogButtons";
