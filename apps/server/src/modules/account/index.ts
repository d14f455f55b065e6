export { accountModule } from "./account.module";
export {
  type AccountService,
  createAccountService,
  type LoginAccount,
  type PlayerContact,
  type PlayerIdentity,
  type SessionUser,
  type Viewer,
} from "./account.service";
export type { OutstandingConsents } from "./consents.service";
export { cnpCheckDigit } from "./signup/cnp";
