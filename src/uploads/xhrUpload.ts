// The upload transport lives in providers/transport; screens not yet moved onto it import it here.
export { xhrUpload } from "../../providers/transport/upload";
