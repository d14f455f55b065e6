export { walletModule } from "./wallet.module";
export {
  type AccountRef,
  BALANCE_CHANNEL,
  type BalanceEvent,
  createWalletService,
  type OperatorAccountKind,
  type PlayerAccountKind,
  type PlayerBalances,
  type Posting,
  type TransferRequest,
  type TransferResult,
  type WalletService,
} from "./wallet.service";
