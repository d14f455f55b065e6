export { type ChatService, createChatService, SUPPORT_ROLE } from "./chat.service";
export { supportModule } from "./support.module";
export { type ContactSender, createSupportService, type SupportService } from "./support.service";
