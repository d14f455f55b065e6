import { STAFF_ROLES, type StaffMember, type StaffRole } from "@casino/contract";
import { X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { DeskSection } from "../components/desk-section";
import { Queue, QueueRow } from "../components/queue";
import { grantErrorText, operatorErrorText } from "../operator-errors";
import { useChangeRole, useGrantToUsername, useStaff } from "./staff-api";

const COLUMNS = "md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]";

/** Staff roles: an admin grants a role to an account by username and revokes roles; every change is audited. */
export function StaffRoles() {
  const { t } = useTranslation();
  return (
    <DeskSection area="staff">
      <GrantForm />
      <Queue
        query={useStaff()}
        label={t("operator.staff.listLabel")}
        empty={t("operator.staff.empty")}
        headings={[t("operator.staff.member"), t("operator.staff.roles")]}
        columns={COLUMNS}
      >
        {(member) => <MemberRow key={member.userId} member={member} />}
      </Queue>
    </DeskSection>
  );
}

function GrantForm() {
  const { t } = useTranslation();
  const grant = useGrantToUsername();
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<StaffRole>("payments");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim())
      grant.mutate({ username: username.trim(), role }, { onSuccess: () => setUsername("") });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl bg-surface-2/40 p-4 sm:flex-row sm:items-end"
    >
      <TextField
        label={t("operator.staff.username")}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="off"
        required
        className="flex-1"
      />
      <SelectField
        label={t("operator.staff.role")}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        options={STAFF_ROLES.map((value) => ({ value, label: t(`operator.roles.${value}`) }))}
        className="sm:w-48"
      />
      {/* Level with the inputs, not with the message line the fields keep free below them. */}
      <Button type="submit" pending={grant.isPending} className="sm:mb-[1.625rem]">
        {t("operator.staff.grant")}
      </Button>
      {grant.isError ? (
        <Notice tone="error" className="sm:basis-full">
          {grantErrorText(t, grant.error)}
        </Notice>
      ) : null}
    </form>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const change = useChangeRole();
  return (
    <QueueRow columns={COLUMNS} testId="staff-row">
      <div className="col-span-2 font-bold md:col-span-1">{member.username}</div>
      <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-1">
        {member.roles.map((role) => (
          <span
            key={role}
            className="inline-flex items-center gap-1 rounded-full bg-surface-3 py-1 pr-1 pl-3 text-sm font-semibold"
          >
            {t(`operator.roles.${role}`)}
            <button
              type="button"
              onClick={() => change.mutate({ userId: member.userId, role, grant: false })}
              aria-label={t("operator.staff.revoke", {
                role: t(`operator.roles.${role}`),
                name: member.username,
              })}
              className="grid size-7 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
            >
              <X className="size-4" aria-hidden />
            </button>
          </span>
        ))}
        {change.isError ? <Notice tone="error">{operatorErrorText(t, change.error)}</Notice> : null}
      </div>
    </QueueRow>
  );
}
