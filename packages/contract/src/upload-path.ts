/** The payment-arrangement file path of the back office (spec 000 §2, §5, §8). */
import * as v from "valibot";
import { adminMessages } from "./messages";
import type { RouteEntry } from "./route-entry";

/** GET get-file-path (spec 000 §7): data[0].path. */
export const FilePathResponse = v.object({ data: v.array(v.object({ path: v.string() })) });
/** POST update-file-path (spec 000 §7). */
export const UpdateFilePathRequest = v.object({
  file_path: v.pipe(
    v.string(adminMessages.enterFilePath),
    v.trim(),
    v.nonEmpty(adminMessages.enterFilePath),
    v.maxLength(500),
  ),
});
export const UpdateFilePathResponse = v.object({
  result: v.picklist(["Success", "Failed"]),
  message: v.string(),
});

/** The upload-path feature's routes in the table (decision 017). */
export const uploadPathRoutes = {
  getFilePath: {
    method: "GET",
    path: "/api/v1/get-file-path",
    access: { admin: "paymentArrangementUploadPath" },
    answer: FilePathResponse,
    errors: [],
    summary: "get-file-path (000 §7)",
  },
  updateFilePath: {
    method: "POST",
    path: "/api/v1/update-file-path",
    access: { admin: "paymentArrangementUploadPath" },
    request: UpdateFilePathRequest,
    answer: UpdateFilePathResponse,
    errors: ["PATH_NOT_A_FOLDER", "PATH_OUTSIDE_ROOT"],
    summary: "update-file-path (000 §7): confined to the configured upload root",
  },
} as const satisfies Record<string, RouteEntry>;
