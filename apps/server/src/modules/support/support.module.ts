import { defineModule } from "../../platform/module";
import { chatRoutes } from "./chat.routes";
import { createChatService } from "./chat.service";
import { supportRoutes } from "./support.routes";
import { createSupportService } from "./support.service";

/** Support: the contact form and the live chat with its agents' console. */
export const supportModule = defineModule({
  name: "support",
  needs: ["config", "db", "clock", "bus", "messenger", "accounts"],
  provides: [],
  async register(app, { config, db, clock, bus, messenger, accounts }) {
    const usernameOf = async (userId: string) => (await accounts.contactOf(userId))?.username ?? null;
    const support = createSupportService({ db, messenger, supportEmail: config.SUPPORT_EMAIL });
    await app.register(supportRoutes(config, support, usernameOf));
    const chat = createChatService({
      db,
      clock,
      bus,
      messenger,
      supportEmail: config.SUPPORT_EMAIL,
      accounts,
      heartbeatMs: config.SSE_HEARTBEAT_MS,
    });
    await app.register(chatRoutes(chat, bus, config.SSE_HEARTBEAT_MS));
    return {};
  },
});
