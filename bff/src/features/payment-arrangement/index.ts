/** Payment arrangement (issue 13): other rooms import only from here. */
export { arrangementHandlers } from "./arrangement.handlers";
export { arrangementUploadAdmissions } from "./arrangement.handlers";
