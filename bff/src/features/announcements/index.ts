/** The announcements feature's door: other rooms import only from here. */
export { announcementsRoutes } from "./announcements.routes";
export { seedAnnouncements } from "./announcements.repository";
