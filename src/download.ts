// The download transport lives in providers/transport; screens not yet moved onto it import it here.
export { downloadFile } from "../providers/transport/download";
