import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../ui/button";
import { ChangePasswordModal } from "../change-password-modal";

/** Opens the change-password form (current password, new password twice). */
export function PasswordSetting() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <KeyRound className="size-4" aria-hidden />
        {t("profile.changePassword")}
      </Button>
      <ChangePasswordModal open={open} onOpenChange={setOpen} />
    </>
  );
}
