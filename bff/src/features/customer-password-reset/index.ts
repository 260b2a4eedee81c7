export { customerPasswordResetHandlers } from "./customer-password-reset.handlers";
