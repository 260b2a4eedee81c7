/** The payment-arrangement upload path (spec 000 §2): its routes, and the folder the payment arrangement stores forms in (decision 018). */
export { uploadPathHandlers } from "./upload-path.handlers";
export { arrangementUploadFolder } from "./upload-path.service";
