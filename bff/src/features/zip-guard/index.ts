/** The zip-guard feature's door: other rooms import only from here. */
export { isZipCheckPaused, recordWrongZip, zipTriesPaused } from "./zip-guard";
export { checkAccountAndZip } from "./account-zip-check";
