export { accountRoutes } from "./account.routes";
export {
  type AccountService,
  createAccountService,
  type LoginAccount,
  type PlayerContact,
  type SessionUser,
  type Viewer,
} from "./account.service";
export { cnpCheckDigit } from "./cnp";
export type { OutstandingConsents } from "./consents.service";
