// Every /api/admin/* route names the staff permission it needs in its route config (`config: { permission }`),
// e.g. `reports.read` or `trading.manage`; the back office's roles grant permissions (docs/product/back-office.md#roles).
// Until the permission check enforces them, the operator guard (platform/auth.ts) still admits only operators.

declare module "fastify" {
  interface FastifyContextConfig {
    /** The staff permission this route needs. */
    permission?: string;
  }
}

export {};
