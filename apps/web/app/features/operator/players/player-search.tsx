import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";
import { DeskSection } from "../components/desk-section";
import { Cell, Queue, QueueRow } from "../components/queue";
import { usePlayerSearch } from "./players-api";

const COLUMNS = "md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,0.8fr)]";

/** Find a player by username, e-mail, phone or user id, and open their page. */
export function PlayerSearch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const found = usePlayerSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <DeskSection area="players">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t("operator.players.search")}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          type="search"
          autoComplete="off"
          className="flex-1"
        />
        <Button type="submit">{t("operator.players.find")}</Button>
      </form>
      {query ? (
        <Queue
          query={found}
          label={t("operator.players.results")}
          empty={t("operator.players.none")}
          headings={[
            t("operator.players.username"),
            t("operator.players.email"),
            t("operator.players.country"),
            t("operator.players.status"),
          ]}
          columns={COLUMNS}
        >
          {(player) => (
            <QueueRow key={player.userId} columns={COLUMNS} testId="player-row">
              <Cell label={t("operator.players.username")}>
                <Link
                  to={localized(locale, `/operator/players/${player.userId}`)}
                  className="font-bold text-primary underline-offset-4 hover:underline"
                >
                  {player.username}
                </Link>
              </Cell>
              <Cell label={t("operator.players.email")}>
                <span className="block truncate text-sm">{player.email}</span>
              </Cell>
              <Cell label={t("operator.players.country")}>
                <span className="text-sm">
                  {player.country} · {player.currency}
                </span>
              </Cell>
              <Cell label={t("operator.players.status")}>
                <span className="text-sm">
                  {t(`operator.players.statuses.${player.status}`, player.status)}
                </span>
              </Cell>
            </QueueRow>
          )}
        </Queue>
      ) : null}
    </DeskSection>
  );
}
