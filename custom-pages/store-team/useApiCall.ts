export { useApiCall, type CallResult } from "../../ui/useApiCall";
