/** The announcements feature's door: other rooms import only from here. */
export { announcementsHandlers } from "./announcements.handlers";
export { announcementsAdminHandlers } from "./announcements-admin.handlers";
export { seedAnnouncements } from "./announcements.repository";
