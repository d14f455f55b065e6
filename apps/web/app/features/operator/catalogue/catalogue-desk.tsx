import type { AdminCatalogueGame, AdminCatalogueGroup } from "@casino/contract";
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { Queue, QueueRow } from "../components/queue";
import { operatorErrorText } from "../operator-errors";
import {
  useCatalogueGames,
  useCatalogueGroups,
  useOrderGroups,
  useSetAvailability,
  useSetFeatured,
} from "./catalogue-api";
import { GameOfTheWeekPanel } from "./game-of-the-week-panel";

const COLUMNS = "md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,3fr)]";
const panel = "flex flex-col gap-4 rounded-3xl border border-border/70 bg-surface p-4 shadow-card sm:p-6";

/**
 * The catalogue screen (docs/product/back-office.md#catalogue): the game of the week, the order of the lobby's rows,
 * the featured row and the countries each game is switched off in. Every change is audited and shows in the lobby at once.
 */
export function CatalogueDesk() {
  return (
    <div className="flex flex-col gap-4">
      <GameOfTheWeekPanel />
      <GroupOrder />
      <GameList />
    </div>
  );
}

function GroupOrder() {
  const { t } = useTranslation();
  const groups = useCatalogueGroups();
  const save = useOrderGroups();
  const [order, setOrder] = useState<AdminCatalogueGroup[]>([]);
  useEffect(() => {
    if (groups.data) setOrder(groups.data.items);
  }, [groups.data]);
  const move = (index: number, by: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const changed = groups.data?.items.some((g, i) => order[i]?.id !== g.id) ?? false;
  return (
    <section aria-labelledby="catalogue-groups" className={panel}>
      <header>
        <h3 id="catalogue-groups" className="text-lg font-extrabold tracking-tight">
          {t("operator.catalogue.groupsTitle")}
        </h3>
        <p className="mt-1 text-sm text-muted">{t("operator.catalogue.groupsHint")}</p>
      </header>
      {groups.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : groups.isError ? (
        <LoadError message={t("operator.loadFailed")} onRetry={() => groups.refetch()} />
      ) : (
        <ol aria-label={t("operator.catalogue.groupsTitle")} className="flex flex-col gap-2">
          {order.map((group, index) => (
            <li
              key={group.id}
              data-testid="catalogue-group"
              className="flex items-center gap-3 rounded-2xl bg-surface-2/40 px-4 py-2"
            >
              <span className="w-6 text-sm font-bold text-muted">{index + 1}</span>
              <span className="flex-1 font-semibold">{group.name}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t("operator.catalogue.moveUp", { name: group.name })}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t("operator.catalogue.moveDown", { name: group.name })}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={!changed}
          pending={save.isPending}
          onClick={() => save.mutate(order.map((g) => g.id))}
        >
          {t("operator.catalogue.saveOrder")}
        </Button>
        {save.isError ? <Notice tone="error">{operatorErrorText(t, save.error)}</Notice> : null}
      </div>
    </section>
  );
}

function GameList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  return (
    <section aria-labelledby="catalogue-games" className={panel}>
      <header>
        <h3 id="catalogue-games" className="text-lg font-extrabold tracking-tight">
          {t("operator.catalogue.gamesTitle")}
        </h3>
        <p className="mt-1 text-sm text-muted">{t("operator.catalogue.gamesHint")}</p>
      </header>
      <TextField
        label={t("operator.catalogue.search")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      <Queue
        query={useCatalogueGames(search.trim())}
        label={t("operator.catalogue.gamesTitle")}
        empty={t("operator.catalogue.empty")}
        headings={[
          t("operator.catalogue.game"),
          t("operator.catalogue.featured"),
          t("operator.catalogue.disabledIn"),
        ]}
        columns={COLUMNS}
      >
        {(game) => <GameRow key={game.id} game={game} />}
      </Queue>
    </section>
  );
}

function GameRow({ game }: { game: AdminCatalogueGame }) {
  const { t } = useTranslation();
  const featured = useSetFeatured();
  const availability = useSetAvailability();
  const [country, setCountry] = useState("");
  const switchOff = (event: FormEvent) => {
    event.preventDefault();
    const code = country.trim().toUpperCase();
    if (/^[A-Z]{2}$/.test(code))
      availability.mutate(
        { id: game.id, country: code, enabled: false },
        { onSuccess: () => setCountry("") },
      );
  };
  const error = featured.error ?? availability.error;
  return (
    <QueueRow columns={COLUMNS} testId="catalogue-game">
      <div className="col-span-2 md:col-span-1">
        <div className="font-bold">{game.name}</div>
        <div className="text-xs text-muted">{game.vendor}</div>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={game.featured}
          disabled={featured.isPending}
          onChange={(event) => featured.mutate({ id: game.id, featured: event.target.checked })}
        />
        {t("operator.catalogue.featured")}
      </label>
      <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-1">
        {game.disabledCountries.map((code) => (
          <span
            key={code}
            className="inline-flex items-center gap-1 rounded-full bg-surface-3 py-1 pr-1 pl-3 text-sm font-semibold"
          >
            {code}
            <button
              type="button"
              onClick={() => availability.mutate({ id: game.id, country: code, enabled: true })}
              aria-label={t("operator.catalogue.enableIn", { country: code, name: game.name })}
              className="grid size-7 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
            >
              <X className="size-4" aria-hidden />
            </button>
          </span>
        ))}
        <form onSubmit={switchOff} className="flex items-end gap-2">
          <TextField
            label={t("operator.catalogue.country")}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            maxLength={2}
            autoComplete="off"
            className="w-24"
          />
          <Button type="submit" variant="secondary" size="sm" pending={availability.isPending}>
            {t("operator.catalogue.disable")}
          </Button>
        </form>
        {error ? <Notice tone="error">{operatorErrorText(t, error)}</Notice> : null}
      </div>
    </QueueRow>
  );
}
