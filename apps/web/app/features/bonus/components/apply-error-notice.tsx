import { Notice } from "../../../ui/notice";
import { useApplyError } from "../apply-error";

/** The last apply error, until it clears itself after 5 seconds (docs/product/bonuses.md#claim). */
export function ApplyErrorNotice() {
  const message = useApplyError((state) => state.message);
  return message ? (
    <Notice tone="error" className="max-w-3xl">
      <span data-testid="bonus-apply-error">{message}</span>
    </Notice>
  ) : null;
}
