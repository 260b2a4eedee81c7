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
export { customerMessages, maskAddress, maskPhone } from "./customer-messages.service";
export { textWebhookHandlers } from "./text-webhooks";
export { claimNotice, listOutageAlertChoices, outageAlertsSentTo } from "./notifications.repository";
export { CUSTOMER_SERVICE_PHONE, estimateWords } from "./text-messages";
export { findPersonOfNumber } from "./texts.repository";
