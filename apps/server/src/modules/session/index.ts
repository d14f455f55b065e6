export { createSessionService, type SessionService } from "./session.service";
