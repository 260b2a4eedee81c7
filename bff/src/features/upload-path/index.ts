/** The payment-arrangement upload path (spec 000 §2): its routes, and the folder issue 13 stores forms in. */
export { uploadPathHandlers } from "./upload-path.handlers";
export { arrangementUploadFolder } from "./upload-path.service";
