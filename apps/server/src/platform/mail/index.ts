export { createMessenger, type EmailMessage, type Messenger, type SmsMessage } from "./messenger";
