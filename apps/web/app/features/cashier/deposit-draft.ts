import { create } from "zustand";

/**
 * What the player has typed into a deposit so far (docs/product/cashier.md#deposit-draft: a deposit keeps its
 * temporary data). Shared by the modal and the deposit page, kept while the modal is closed and reopened, in memory
 * only, and dropped at logout.
 */
interface DepositDraft {
  amount: string;
  bonusCode: string;
  set(change: Partial<Pick<DepositDraft, "amount" | "bonusCode">>): void;
  reset(): void;
}

export const useDepositDraft = create<DepositDraft>((set) => ({
  amount: "",
  bonusCode: "",
  set: (change) => set(change),
  reset: () => set({ amount: "", bonusCode: "" }),
}));
