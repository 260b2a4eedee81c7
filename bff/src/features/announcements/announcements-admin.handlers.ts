/**
 * The Announcements screen's routes (spec 000 §7): list, add (pop-up or list item), update, the
 * visibility eye, delete, an image inserted in the editor, and a stored image's bytes. The table
 * gives the guard (admin levels of 'announcements'), the multipart parsing and the input schemas.
 */
import type { Context } from "koa";
import { adminMessages } from "@paygpa/contract";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import * as repository from "./announcements-admin.repository";
import {
  type AnnouncementDeps,
  announcementNotFound,
  auditAnnouncementChange,
  cleanContentOrRefuse,
  cleanEmbedOrRefuse,
  fieldError,
  listAnnouncementsForStaff,
  secondPopupRefused,
  storeAnnouncementImage,
} from "./announcements-admin.service";
import { readImageFile } from "./image-store";

type Staff = { username: string };
type StaffRoutes =
  | "announcementsAdmin"
  | "insertAnnouncement"
  | "insertAnnouncementWithout"
  | "updateContentAnnouncement"
  | "updateContentWithAnnouncement"
  | "updateFlagAnnouncement"
  | "deleteAnnouncement"
  | "announcementImageUpload";

/** The file part `myFile` the multipart parser kept in memory, or null. */
function uploadedFile(ctx: Context): Uint8Array | null {
  return (ctx.request as { file?: { buffer?: Buffer } }).file?.buffer ?? null;
}

const success = (id?: number) => ({ result: "Success" as const, ...(id === undefined ? {} : { id }) });

export function announcementsAdminHandlers(
  services: Services,
): RouteHandlers<StaffRoutes, Staff> & RouteHandlers<"announcementImage"> {
  const deps: AnnouncementDeps = {
    db: services.db,
    clock: services.clock,
    images: services.config.announcementImages,
  };
  const now = () => services.clock.now().toISOString();

  return {
    announcementsAdmin: () => listAnnouncementsForStaff(deps),

    async insertAnnouncement(input, { ctx, caller }) {
      const contentDelta = cleanContentOrRefuse(input.content);
      const media =
        input.type === "Image"
          ? {
              featuredImage: await storeAnnouncementImage(deps, uploadedFile(ctx), caller.username),
              embed: null,
            }
          : { featuredImage: null, embed: cleanEmbedOrRefuse(input.myFile, "myFile") };
      const id = await repository.insertAnnouncement(services.db, {
        type: input.type,
        title: input.title,
        contentDelta,
        ...media,
        at: now(),
      });
      await auditAnnouncementChange(deps, caller.username, "announcement-added", {
        kind: "announcement",
        id,
      });
      return success(id);
    },

    // 'Add Text' makes the system pop-up; only one may exist (spec 000 §2, §5).
    async insertAnnouncementWithout(input, { caller }) {
      const contentDelta = cleanContentOrRefuse(input.content);
      const id = await repository.insertPopupIfNone(services.db, {
        title: input.title,
        contentDelta,
        at: now(),
      });
      if (id === null) throw secondPopupRefused();
      await auditAnnouncementChange(deps, caller.username, "announcement-added", { kind: "popup", id });
      return success(id);
    },

    async updateContentAnnouncement(input, { caller }) {
      const contentDelta = cleanContentOrRefuse(input.content);
      const changes = { title: input.title, contentDelta, at: now() };
      let updated: boolean;
      if (input.kind === "popup") {
        updated = await repository.updatePopup(services.db, input.id, changes);
      } else {
        const current = await repository.findAnnouncement(services.db, input.id);
        if (!current) throw announcementNotFound();
        const type = input.type ?? (current.type === "Image" ? "Image" : "Video");
        // An Image keeps its stored image: the browser's featured_image is never taken as a file name.
        if (type === "Image" && !current.featured_image)
          throw fieldError(
            "invalid-input",
            "IMAGE_REQUIRED",
            "myFile",
            adminMessages.announcementChooseImage,
          );
        const media =
          type === "Image"
            ? { type, embed: null }
            : {
                type,
                featuredImage: null,
                embed: cleanEmbedOrRefuse(input.featured_image, "featured_image"),
              };
        updated = await repository.updateAnnouncement(services.db, input.id, { ...changes, ...media });
      }
      if (!updated) throw announcementNotFound();
      await auditAnnouncementChange(deps, caller.username, "announcement-updated", input);
      return success(input.id);
    },

    async updateContentWithAnnouncement(input, { ctx, caller }) {
      const contentDelta = cleanContentOrRefuse(input.content);
      if (!(await repository.findAnnouncement(services.db, input.id))) throw announcementNotFound();
      const featuredImage = await storeAnnouncementImage(deps, uploadedFile(ctx), caller.username);
      await repository.updateAnnouncement(services.db, input.id, {
        title: input.title,
        contentDelta,
        type: "Image",
        featuredImage,
        embed: null,
        at: now(),
      });
      await auditAnnouncementChange(deps, caller.username, "announcement-updated", {
        kind: "announcement",
        id: input.id,
      });
      return success(input.id);
    },

    async updateFlagAnnouncement(input, { caller }) {
      if (!(await repository.setAnnouncementFlag(services.db, input.kind, input.id, input.flag, now())))
        throw announcementNotFound();
      await auditAnnouncementChange(deps, caller.username, "announcement-visibility", input, {
        flag: input.flag,
      });
      return success(input.id);
    },

    async deleteAnnouncement(input, { caller }) {
      if (!(await repository.deleteAnnouncementRow(services.db, input.kind, input.id)))
        throw announcementNotFound();
      await auditAnnouncementChange(deps, caller.username, "announcement-deleted", input);
      return success(input.id);
    },

    async announcementImageUpload(_input, { ctx, caller }) {
      const url = await storeAnnouncementImage(deps, uploadedFile(ctx), caller.username);
      return { result: "Success", url };
    },

    // Served only by a name the store made and recorded, with the type its bytes showed, never sniffed.
    async announcementImage({ file }, { ctx }) {
      const stored = await repository.findStoredImage(services.db, file);
      const bytes = stored ? await readImageFile(deps.images.directory, stored.name) : null;
      if (!stored || !bytes) throw announcementNotFound();
      ctx.type = stored.content_type;
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.set("Content-Security-Policy", "default-src 'none'; sandbox");
      ctx.set("Content-Disposition", `inline; filename="${stored.name}"`);
      ctx.set("Cache-Control", "public, max-age=86400, immutable");
      return bytes;
    },
  };
}
