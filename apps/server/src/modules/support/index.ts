export { chatRoutes } from "./chat.routes";
export { type ChatService, createChatService, SUPPORT_ROLE } from "./chat.service";
export { supportRoutes } from "./support.routes";
export { type ContactSender, createSupportService, type SupportService } from "./support.service";
