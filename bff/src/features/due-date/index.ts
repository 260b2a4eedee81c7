/** The preferred due date (decision 047): routes, rules and the settings of the allowed days. */
export { dueDateHandlers } from "./due-date.handlers";
export { changeDueDate } from "./due-date.service";
