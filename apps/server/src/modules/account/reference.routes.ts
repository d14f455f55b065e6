import {
  accountApi,
  CountriesResponse,
  CurrenciesResponse,
  PhoneCodesResponse,
  StatesQuery,
  StatesResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLocale } from "../../platform/request-context";
import type { ReferenceService } from "./reference.service";

const tags = ["reference"];

/** Reference data for the forms; public, because guests sign up with it. */
export const referenceRoutes =
  (reference: ReferenceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      accountApi.getUserCurrencies.path,
      { schema: { tags, summary: "Currencies a player may hold", response: { 200: CurrenciesResponse } } },
      async () => reference.currencies(),
    );
    app.get(
      accountApi.getUserCountries.path,
      {
        schema: {
          tags,
          summary: "All countries, names in the X-Locale language",
          response: { 200: CountriesResponse },
        },
      },
      async (request) => reference.countries(requestLocale(request)),
    );
    app.get(
      accountApi.getUserValidCountries.path,
      {
        schema: {
          tags,
          summary: "Countries whose residents may register",
          response: { 200: CountriesResponse },
        },
      },
      async (request) => reference.countries(requestLocale(request), { allowedOnly: true }),
    );
    app.get(
      accountApi.getUserValidPhoneCodes.path,
      {
        schema: {
          tags,
          summary: "Phone prefixes of the countries that may register",
          response: { 200: PhoneCodesResponse },
        },
      },
      async () => reference.phoneCodes(),
    );
    app.get(
      accountApi.getUserStates.path,
      {
        schema: {
          tags,
          summary: "States/provinces of a country",
          querystring: StatesQuery,
          response: { 200: StatesResponse },
        },
      },
      async (request) => reference.states(request.query.country),
    );
  };
