import type { RouteHandlers } from "../../platform/http/mount-routes";
import { clientAddressOf } from "../../platform/http/rate-limit";
import type { Services } from "../../services";
import type { AdminSession } from "../auth";
import { arrangementUploadFolder, updateUploadPath } from "./upload-path.service";

/** get-file-path and update-file-path (spec 000 §7). */
export function uploadPathHandlers(
  services: Services,
): RouteHandlers<"getFilePath" | "updateFilePath", AdminSession> {
  return {
    getFilePath: async () => ({ data: [{ path: await arrangementUploadFolder(services) }] }),
    updateFilePath: ({ file_path }, { ctx, caller }) =>
      updateUploadPath(
        services,
        { username: caller.username, address: clientAddressOf(ctx, services.config.portalKey) },
        file_path,
      ),
  };
}
