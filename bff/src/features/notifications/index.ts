/** The notifications feature's door: other rooms import only from here. */
export { notificationsHandlers } from "./notifications.handlers";
export { runNotices } from "./notifications.service";
export {
  queueAccountText,
  queueTextToPerson,
  type SecurityTextDeps,
  textDelivery,
  textToPerson,
} from "./text-outbox";
export { customerMessages } from "./customer-messages.service";
export { textWebhookHandlers } from "./text-webhooks";
export { claimNotice, listOutageAlertChoices, outageAlertsSentTo } from "./notifications.repository";
export { estimateWords } from "./text-messages";
