import {
  ErrorResponse,
  GameOfTheWeekAdminResponse,
  GameOfTheWeekParams,
  GameOfTheWeekRequest,
  GameOfTheWeekWeek,
  gameOfTheWeekAdminApi,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../../platform/auth";
import type { GameOfTheWeekAdmin } from "./game-of-the-week.service";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
/** Part of the catalogue screen: the permission of catalogue curation, held by `content` and `admin`. */
const config = { permission: "catalogue.manage" as const };

/** The game of the week in the back office's catalogue screen (docs/product/back-office.md#catalogue). */
export const gameOfTheWeekAdminRoutes =
  (admin: GameOfTheWeekAdmin): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      gameOfTheWeekAdminApi.getAdminGameOfTheWeek.path,
      {
        config,
        schema: {
          tags,
          summary:
            "The game of the week of this week and the next seven (Amsterdam weeks), and the standing pick",
          response: { 200: GameOfTheWeekAdminResponse, ...refusals },
        },
      },
      () => admin.list(),
    );
    app.put(
      gameOfTheWeekAdminApi.putAdminGameOfTheWeek.path,
      {
        config,
        schema: {
          tags,
          summary:
            "Set one week's game of the week: game, points boost, texts in en and de (en-CA where it differs)",
          params: GameOfTheWeekParams,
          body: GameOfTheWeekRequest,
          response: { 200: GameOfTheWeekWeek, ...refusals },
        },
      },
      (request) => admin.set(request.params.week, request.body, requireStaff(request)),
    );
    app.delete(
      gameOfTheWeekAdminApi.deleteAdminGameOfTheWeek.path,
      {
        config,
        schema: {
          tags,
          summary: "Take one week's game of the week away (the standing pick, if any, shows that week)",
          params: GameOfTheWeekParams,
          response: { 200: GameOfTheWeekWeek, ...refusals },
        },
      },
      (request) => admin.clear(request.params.week, requireStaff(request)),
    );
  };
