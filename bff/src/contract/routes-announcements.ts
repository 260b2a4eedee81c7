/** The table's back-office announcement routes (spec 000 §2 'Announcements', §7; decision 017). */
import {
  AdminAnnouncementsResponse,
  AnnouncementFlagRequest,
  AnnouncementImageBytes,
  AnnouncementImageFileRequest,
  AnnouncementImageUploadResponse,
  AnnouncementResult,
  DeleteAnnouncementRequest,
  InsertAnnouncementRequest,
  InsertPopupRequest,
  UpdateAnnouncementImageRequest,
  UpdateAnnouncementRequest,
} from "./announcements-admin";
import type { RouteEntry } from "./route-entry";

const staff = { admin: "announcements" } as const;

export const announcementRoutes = {
  announcementsAdmin: {
    method: "GET",
    path: "/api/v1/announcements",
    access: staff,
    answer: AdminAnnouncementsResponse,
    summary: "announcements (000 §7): the pop-up and the list, hidden ones included",
  },
  insertAnnouncement: {
    method: "POST",
    path: "/api/v1/insert-announcement",
    access: staff,
    multipart: true,
    request: InsertAnnouncementRequest,
    answer: AnnouncementResult,
    summary: "insert-announcement (000 §7): multipart type, title, content, myFile (image or embed code)",
  },
  insertAnnouncementWithout: {
    method: "POST",
    path: "/api/v1/insert-announcement-without",
    access: staff,
    request: InsertPopupRequest,
    answer: AnnouncementResult,
    summary: "insert-announcement-without (000 §7): the one system pop-up",
  },
  updateContentAnnouncement: {
    method: "POST",
    path: "/api/v1/update-content-announcement",
    access: staff,
    request: UpdateAnnouncementRequest,
    answer: AnnouncementResult,
    summary: "update-content-announcement (000 §7): title, content, a video's embed code",
  },
  updateContentWithAnnouncement: {
    method: "POST",
    path: "/api/v1/update-content-with-announcement",
    access: staff,
    multipart: true,
    request: UpdateAnnouncementImageRequest,
    answer: AnnouncementResult,
    summary: "update-content-with-announcement (000 §7): multipart, with a new image",
  },
  updateFlagAnnouncement: {
    method: "POST",
    path: "/api/v1/update-flag-announcement",
    access: staff,
    request: AnnouncementFlagRequest,
    answer: AnnouncementResult,
    summary: "update-flag-announcement (000 §7): the visibility eye",
  },
  deleteAnnouncement: {
    method: "POST",
    path: "/api/v1/delete-announcement",
    access: staff,
    request: DeleteAnnouncementRequest,
    answer: AnnouncementResult,
    summary: "delete-announcement (000 §7)",
  },
  announcementImageUpload: {
    method: "POST",
    path: "/api/v1/announcement-image-upload",
    access: staff,
    multipart: true,
    answer: AnnouncementImageUploadResponse,
    summary: "(not in the spec: the original used a third-party host) an image inserted in the editor",
  },
  announcementImage: {
    method: "GET",
    path: "/api/v1/announcement-image",
    access: "anonymous",
    request: AnnouncementImageFileRequest,
    answer: AnnouncementImageBytes,
    answerType: "image",
    summary: "(not in the spec) a stored announcement image, by its stored name, with nosniff",
  },
} as const satisfies Record<string, RouteEntry>;
