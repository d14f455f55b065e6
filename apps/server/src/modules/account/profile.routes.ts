import {
  accountApi,
  ErrorResponse,
  Profile,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
  RolesResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import type { Config } from "../../platform/config";
import { requestContext } from "../../platform/request-context";
import type { ProfileService } from "./profile.service";

const tags = ["profile"];

/** The player's own profile and roles. */
export const profileRoutes =
  (config: Config, profiles: ProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      accountApi.getUserProfile.path,
      { schema: { tags, summary: "The player's profile", response: { 200: Profile } } },
      async (request) => profiles.get(requirePlayer(request).userId),
    );

    app.put(
      accountApi.putUserProfileUpdate.path,
      {
        schema: {
          tags,
          summary: "Update the profile; a new e-mail needs the password",
          body: ProfileUpdateRequest,
          response: { 200: ProfileUpdateResponse, 400: ErrorResponse },
        },
      },
      async (request) =>
        profiles.update(requirePlayer(request), request.body, requestContext(request, config)),
    );

    app.get(
      accountApi.getUserRoles.path,
      { schema: { tags, summary: "The player's roles", response: { 200: RolesResponse } } },
      async (request) => profiles.roles(requirePlayer(request).userId),
    );
  };
