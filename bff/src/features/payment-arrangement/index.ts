/** Payment arrangement (issue 13): other rooms import only from here. */
export { arrangementHandlers } from "./arrangement.handlers";
export { signedFormUpload } from "./signed-form-upload";
