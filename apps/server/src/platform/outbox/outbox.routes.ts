import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db";
import { outboxStore } from "./outbox.store";

const OutboxQuery = z.object({
  to: z.string().optional(),
  channel: z.enum(["email", "sms"]).optional(),
});

/**
 * The dev outbox: every e-mail and SMS the server "sent", newest first. Mounted only in development (or with
 * DEV_OUTBOX=true for the e2e server), never in production.
 */
export const outboxRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/dev/outbox.json", { schema: { hide: true, querystring: OutboxQuery } }, async (request) => {
      const rows = await outboxStore.list(db, {
        recipient: request.query.to,
        channel: request.query.channel,
      });
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    });
    app.get("/dev/outbox", { schema: { hide: true, querystring: OutboxQuery } }, async (request, reply) => {
      const rows = await outboxStore.list(db, {
        recipient: request.query.to,
        channel: request.query.channel,
      });
      const esc = (v: string) =>
        v.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
      const items = rows
        .map(
          (row) =>
            `<article><h2>${esc(row.subject ?? row.template)}</h2><p class="meta">${row.channel} → ${esc(row.recipient)} · ${row.createdAt.toISOString()}</p>${
              row.html ? `<iframe sandbox srcdoc="${esc(row.html)}"></iframe>` : `<pre>${esc(row.text)}</pre>`
            }</article>`,
        )
        .join("");
      reply.header("content-type", "text/html; charset=utf-8");
      return `<!doctype html><html lang="en"><head><title>Dev outbox</title><style>body{font-family:system-ui;background:#0a0e1a;color:#eef1fa;padding:24px}article{background:#151b2e;border-radius:12px;padding:16px;margin:0 0 16px}iframe{width:100%;height:420px;border:0;border-radius:8px;background:#fff}.meta{color:#98a2c0}</style></head><body><h1>Dev outbox (${rows.length})</h1>${items || "<p>No messages yet.</p>"}</body></html>`;
    });
  };
