import { EventDetail, EventsQuery, EventsResponse, SportsMenu, sportsApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Catalogue } from "./catalogue/catalogue.service";
import { sportsbookLocale } from "./sportsbook-locale";

const tags = ["sportsbook"];
const LocaleQuery = z.object({ locale: z.string().max(10).optional() });

/** The public read side: menu, event lists and one event with every market (names per X-Locale / ?locale). */
export const catalogueRoutes =
  (catalogue: Catalogue): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      sportsApi.getSportsbookMenu.path,
      {
        schema: {
          tags,
          summary: "Sports and competitions with event counts",
          querystring: LocaleQuery,
          response: { 200: SportsMenu },
        },
      },
      (request) => catalogue.menu(sportsbookLocale(request)),
    );
    app.get(
      sportsApi.getSportsbookEvents.path,
      {
        schema: {
          tags,
          summary: "Events by sport, competition, day and status, live first",
          querystring: EventsQuery.extend(LocaleQuery.shape),
          response: { 200: EventsResponse },
        },
      },
      (request) => catalogue.events(sportsbookLocale(request), request.query),
    );
    app.get(
      sportsApi.getSportsbookEventsById.path,
      {
        schema: {
          tags,
          summary: "An event with all markets of its current phase",
          params: z.object({ id: z.string().max(60) }),
          querystring: LocaleQuery,
          response: { 200: EventDetail },
        },
      },
      (request) => catalogue.event(sportsbookLocale(request), request.params.id),
    );
  };
