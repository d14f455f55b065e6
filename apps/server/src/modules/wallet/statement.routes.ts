import { Readable } from "node:stream";
import { STATEMENT_MAX_DAYS, StatementQuery, walletApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { csvLine, STATEMENT_COLUMNS, statementLine, statementPeriod } from "./statement";
import type { WalletService } from "./wallet.service";

/** Entries read per query while the statement streams, so a long period never sits in memory at once. */
const PAGE = 500;

/** GET /api/user/statement: the caller's own activity statement (CSV) for a period of Amsterdam days. */
export const statementRoutes =
  (wallet: Pick<WalletService, "statementPage">): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      walletApi.getUserStatement.path,
      {
        schema: {
          tags: ["wallet"],
          summary: "The player's real and bonus movements for a period, as a CSV download",
          querystring: StatementQuery,
          // 200 is text/csv (a stream, so no JSON schema); failures are the usual {code, message}.
        },
      },
      async (request, reply) => {
        const { userId } = requirePlayer(request);
        const { from, to } = request.query;
        const { start, end } = statementPeriod(from, to, STATEMENT_MAX_DAYS);
        async function* lines() {
          // A byte-order mark so spreadsheet programs read the file as UTF-8.
          yield `\uFEFF${csvLine(STATEMENT_COLUMNS)}`;
          let after = 0n;
          for (;;) {
            const page = await wallet.statementPage(userId, start, end, after, PAGE);
            for (const entry of page) yield statementLine(entry);
            const last = page.at(-1);
            if (!last || page.length < PAGE) return;
            after = last.id;
          }
        }
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="statement-${from}-to-${to}.csv"`)
          .header("cache-control", "private, no-store")
          .send(Readable.from(lines()));
      },
    );
  };
