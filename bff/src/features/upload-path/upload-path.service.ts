/**
 * The payment-arrangement upload path (spec 000 §2, §5, §8): read, and changed by a level-1 admin to
 * a folder inside the configured root, created if missing. The payment arrangement (decision 018) stores signed forms there
 * (`arrangementUploadFolder`).
 */
import { mkdir } from "node:fs/promises";
import { adminMessages } from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { UPLOAD_PATH_KEY, readSetting, writeSetting } from "./upload-path.repository";
import { isNetworkOrWebAddress, uploadPathInside } from "./upload-path-rule";

type Deps = Pick<Services, "db" | "clock" | "config" | "logger">;

/** The folder signed arrangement forms are stored in: the saved path, or the root itself. */
export async function arrangementUploadFolder(deps: Pick<Services, "db" | "config">): Promise<string> {
  return (await readSetting(deps.db, UPLOAD_PATH_KEY)) ?? deps.config.arrangementUploadRoot;
}

export async function updateUploadPath(
  deps: Deps,
  actor: { username: string; address: string },
  requested: string,
): Promise<{ result: "Success" | "Failed"; message: string }> {
  // A refused path answers the spec's failure message (000 §8), and why under the field.
  if (isNetworkOrWebAddress(requested)) {
    throw fail.invalidInput("PATH_NOT_A_FOLDER", adminMessages.filePathFailed, {
      fields: { file_path: [adminMessages.filePathNotAFolder] },
    });
  }
  const folder = uploadPathInside(deps.config.arrangementUploadRoot, requested);
  if (!folder) {
    throw fail.invalidInput("PATH_OUTSIDE_ROOT", adminMessages.filePathFailed, {
      fields: { file_path: [adminMessages.filePathOutsideRoot] },
    });
  }
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    deps.logger.error("the upload folder could not be created", { reason: String(error) });
    return { result: "Failed", message: adminMessages.filePathFailed };
  }
  const at = deps.clock.now().toISOString();
  const previous = await arrangementUploadFolder(deps);
  await writeSetting(deps.db, { key: UPLOAD_PATH_KEY, value: folder, at, by: actor.username });
  await recordAudit(deps.db, {
    at,
    actor: actor.username,
    action: "file-path-updated",
    subject: folder,
    details: { previous },
    address: actor.address,
  });
  return { result: "Success", message: adminMessages.filePathUpdated };
}
