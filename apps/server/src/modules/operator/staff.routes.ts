import {
  ErrorResponse,
  MyStaffResponse,
  permissionsOf,
  STAFF_ROLES,
  StaffListResponse,
  StaffMember,
  type StaffRole,
  StaffRoleParams,
  staffApi,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer, requireStaff } from "../../platform/auth";
import type { AccountService } from "../account";
import type { StaffService } from "./staff.service";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const config = { permission: "staff.manage" as const };

/** The staff list, granting and revoking roles (admins), and the caller's own roles (the console's navigation). */
export const staffRoutes =
  (staff: StaffService, accounts: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      staffApi.getUserStaff.path,
      {
        schema: {
          tags: ["user"],
          summary: "The caller's staff roles and the permissions they allow (empty for a player)",
          response: { 200: MyStaffResponse, 401: ErrorResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        const roles = (await accounts.rolesOf(userId)).filter((role): role is StaffRole =>
          (STAFF_ROLES as readonly string[]).includes(role),
        );
        return { roles, permissions: [...permissionsOf(roles)] };
      },
    );

    app.get(
      staffApi.getAdminStaff.path,
      {
        config,
        schema: {
          tags,
          summary: "Everyone holding a staff role",
          response: { 200: StaffListResponse, ...refusals },
        },
      },
      async () => ({ items: await staff.list() }),
    );

    app.put(
      staffApi.putAdminStaffByUserIdRolesByRole.path,
      {
        config,
        schema: {
          tags,
          summary: "Grant a staff role (idempotent)",
          params: StaffRoleParams,
          response: { 200: StaffMember, ...refusals },
        },
      },
      async (request) => staff.grant(requireStaff(request), request.params.userId, request.params.role),
    );

    app.delete(
      staffApi.deleteAdminStaffByUserIdRolesByRole.path,
      {
        config,
        schema: {
          tags,
          summary: "Revoke a staff role (idempotent; an admin cannot revoke their own admin role)",
          params: StaffRoleParams,
          response: { 200: StaffMember, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) => staff.revoke(requireStaff(request), request.params.userId, request.params.role),
    );
  };
