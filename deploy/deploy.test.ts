import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Deployment, type IDeployment } from "kubernetes-models/apps/v1/Deployment";
import {
  HorizontalPodAutoscaler,
  type IHorizontalPodAutoscaler,
} from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { type IJob, Job } from "kubernetes-models/batch/v1/Job";
import { type IIngress, Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import {
  type IPodDisruptionBudget,
  PodDisruptionBudget,
} from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap, type IConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Namespace } from "kubernetes-models/v1/Namespace";
import { type IService, Service } from "kubernetes-models/v1/Service";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { ConfigSchema, loadConfig } from "../apps/server/src/platform/config";

const DEPLOY = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(DEPLOY);
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/**
 * On SIGTERM the server ends its SSE streams and finishes in-flight requests within this many seconds
 * (apps/server/src/main.ts exits after it); every orchestrator must wait longer before it kills the process.
 */
const SERVER_SHUTDOWN_SECONDS = 10;
/** The SSE heartbeat (SSE_HEARTBEAT_MS default): a proxy's idle timeout must be well above it. */
const SSE_HEARTBEAT_SECONDS = 15;
/** Settings that are secrets: only ever in the Secret `vela-secrets` or deploy/.env, never in a manifest. */
const SECRET_KEYS = [
  "DATABASE_URL",
  "REDIS_URL",
  "PSP_WEBHOOK_SECRET",
  "SPORTS_SESSION_SECRET",
  "SMTP_URL",
  "PAYMENTIQ_MERCHANT_ID",
  "PAYMENTIQ_CALLBACK_USERNAME",
  "PAYMENTIQ_CALLBACK_PASSWORD",
  "PAYMENTIQ_SESSION_SECRET",
  "PRAXIS_MERCHANT_ID",
  "PRAXIS_APPLICATION_KEY",
  "PRAXIS_MERCHANT_SECRET",
  "KYC_S3_ACCESS_KEY_ID",
  "KYC_S3_SECRET_ACCESS_KEY",
] as const;
/** Read by the server next to ConfigSchema: the port of the separate Prometheus listener. */
const EXTRA_SETTINGS = ["METRICS_PORT"];

/** Placeholder values for every secret, of the shape the server checks, to load an overlay's settings with. */
const fakeSecrets = Object.fromEntries(
  SECRET_KEYS.map((key) => [
    key,
    key === "DATABASE_URL"
      ? "postgres://vela:placeholder@postgres:5432/vela"
      : key === "REDIS_URL"
        ? "redis://redis:6379"
        : key === "SMTP_URL"
          ? "smtp://mail.example.com:587"
          : `placeholder-${key.toLowerCase()}-of-at-least-32-characters`,
  ]),
);

// Each kind the manifests may hold, with the model that validates it against the Kubernetes OpenAPI schema. A kind
// missing here fails the test: add its model rather than let an object go unchecked.
const MODELS: Record<string, (data: unknown) => { validate(): void }> = {
  "v1/ConfigMap": (data) => new ConfigMap(data as IConfigMap),
  "v1/Namespace": (data) => new Namespace(data as ConstructorParameters<typeof Namespace>[0]),
  "v1/Service": (data) => new Service(data as IService),
  "apps/v1/Deployment": (data) => new Deployment(data as IDeployment),
  "autoscaling/v2/HorizontalPodAutoscaler": (data) =>
    new HorizontalPodAutoscaler(data as IHorizontalPodAutoscaler),
  "batch/v1/Job": (data) => new Job(data as IJob),
  "networking.k8s.io/v1/Ingress": (data) => new Ingress(data as IIngress),
  "policy/v1/PodDisruptionBudget": (data) => new PodDisruptionBudget(data as IPodDisruptionBudget),
};

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };

const kubectl = spawnSync("kubectl", ["version", "--client"], { encoding: "utf8" }).status === 0;
const overlays = readdirSync(path.join(DEPLOY, "k8s/overlays"));

function render(dir: string): K8sObject[] {
  const out = execFileSync("kubectl", ["kustomize", dir], { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  return parseAllDocuments(out).map((doc) => {
    if (doc.errors.length) throw new Error(`${dir}: ${doc.errors.join("; ")}`);
    return doc.toJSON() as K8sObject;
  });
}

function one<T>(objects: K8sObject[], kind: string): T {
  const found = objects.filter((o) => o.kind === kind);
  if (found.length !== 1) throw new Error(`expected exactly one ${kind}, found ${found.length}`);
  return found[0] as unknown as T;
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

// A laptop without kubectl or HAProxy skips those checks, loudly; CI (CI=true) has both and never skips them.
const inCi = process.env.CI === "true";
if (!kubectl && !inCi) {
  describe("Kubernetes manifests (kubectl kustomize)", () => {
    it.skip("SKIPPED: kubectl is not on PATH, so no overlay was rendered nor checked", () => {});
  });
} else {
  describe("Kubernetes manifests (kubectl kustomize)", () => {
    for (const overlay of overlays) {
      describe(`overlays/${overlay}`, () => {
        const objects = render(path.join(DEPLOY, "k8s/overlays", overlay));
        const deployment = one<IDeployment>(objects, "Deployment");
        const pod = deployment.spec!.template.spec!;
        const server = pod.containers[0]!;
        const hpa = one<IHorizontalPodAutoscaler>(objects, "HorizontalPodAutoscaler");
        const config = one<IConfigMap>(objects, "ConfigMap");
        const settings = config.data ?? {};

        it("renders objects that each validate against the Kubernetes schema of their kind", () => {
          expect(objects.length).toBeGreaterThan(5);
          for (const object of objects) {
            const model = MODELS[`${object.apiVersion}/${object.kind}`];
            expect(model, `a schema model for ${object.apiVersion} ${object.kind}`).toBeDefined();
            expect(() => model!(object).validate(), `${object.kind}/${object.metadata.name}`).not.toThrow();
          }
        });

        it("holds no secret: no Secret object, no secret setting in the ConfigMap, the pods read vela-secrets", () => {
          expect(objects.filter((o) => o.kind === "Secret")).toEqual([]);
          expect(
            Object.keys(settings).filter((key) => (SECRET_KEYS as readonly string[]).includes(key)),
          ).toEqual([]);
          for (const spec of [pod, one<IJob>(objects, "Job").spec!.template.spec!]) {
            const container = spec.containers[0]!;
            expect(container.envFrom?.map((from) => from.secretRef?.name).filter(Boolean)).toEqual([
              "vela-secrets",
            ]);
            const databaseUrl = container.env?.find((env) => env.name === "DATABASE_URL");
            expect(databaseUrl?.valueFrom?.secretKeyRef).toEqual({
              name: "vela-secrets",
              key: "DATABASE_URL",
            });
            expect(container.envFrom?.map((from) => from.configMapRef?.name).filter(Boolean)).toEqual([
              config.metadata!.name,
            ]);
          }
        });

        it("ships settings the server accepts (with the secrets filled in), and none it does not know", () => {
          const known = [...Object.keys(ConfigSchema.shape), ...EXTRA_SETTINGS];
          expect(Object.keys(settings).filter((key) => !known.includes(key))).toEqual([]);
          // An empty value is not an unset one (MAIL_FROM="" would send mail from nobody).
          expect(Object.entries(settings).filter(([, value]) => value === "")).toEqual([]);
          const loaded = loadConfig({ ...settings, ...fakeSecrets });
          expect(loaded).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", TRUST_PROXY: true });
          // More than one process: a KYC document uploaded through one must be readable through every other.
          if ((hpa.spec!.maxReplicas ?? 1) > 1) expect(loaded.KYC_S3_ENDPOINT).toBeDefined();
        });

        it("runs as a non-root user without privileges, on a read-only root filesystem", () => {
          for (const spec of [pod, one<IJob>(objects, "Job").spec!.template.spec!]) {
            expect(spec.securityContext?.runAsNonRoot).toBe(true);
            expect(spec.securityContext?.runAsUser).not.toBe(0);
            expect(spec.automountServiceAccountToken).toBe(false);
            const container = spec.containers[0]!;
            expect(container.securityContext).toMatchObject({
              allowPrivilegeEscalation: false,
              readOnlyRootFilesystem: true,
              capabilities: { drop: ["ALL"] },
            });
            // What the server and npm write (DATA_DIR, /tmp) is a volume.
            const mounts = container.volumeMounts?.map((mount) => mount.mountPath) ?? [];
            expect(mounts).toContain("/tmp");
          }
          expect(server.volumeMounts?.map((mount) => mount.mountPath)).toContain(settings.DATA_DIR);
        });

        it("probes liveness and readiness on the right routes, and drains before it is killed", () => {
          const port = server.ports?.find((p) => p.name === "http")?.containerPort;
          expect(String(port)).toBe(settings.PORT);
          expect(server.livenessProbe?.httpGet).toMatchObject({ path: "/api/health/live", port: "http" });
          expect(server.startupProbe?.httpGet).toMatchObject({ path: "/api/health/live", port: "http" });
          expect(server.readinessProbe?.httpGet).toMatchObject({ path: "/api/health/ready", port: "http" });
          const preStop = server.lifecycle?.preStop?.exec?.command ?? [];
          const pause = preStop[0] === "sleep" ? Number(preStop[1]) : 0;
          expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + SERVER_SHUTDOWN_SECONDS);
          expect(deployment.spec!.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
        });

        it("asks for resources, and leaves the count to the HorizontalPodAutoscaler (on CPU)", () => {
          expect(server.resources?.requests).toMatchObject({
            cpu: expect.anything(),
            memory: expect.anything(),
          });
          expect(server.resources?.limits?.memory).toBeDefined();
          expect(deployment.spec!.replicas).toBeUndefined();
          expect(hpa.spec!.scaleTargetRef).toMatchObject({
            kind: "Deployment",
            name: deployment.metadata!.name,
          });
          expect(hpa.spec!.metrics).toEqual([
            {
              type: "Resource",
              resource: { name: "cpu", target: { type: "Utilization", averageUtilization: 70 } },
            },
          ]);
          expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(1);
          expect(hpa.spec!.maxReplicas).toBeGreaterThanOrEqual(hpa.spec!.minReplicas!);
        });

        it("keeps a disruption budget that protects the pods yet lets a node drain", () => {
          const pdb = one<IPodDisruptionBudget>(objects, "PodDisruptionBudget");
          expect(matches(pdb.spec!.selector!.matchLabels, deployment.spec!.template.metadata!.labels)).toBe(
            true,
          );
          const minReplicas = hpa.spec!.minReplicas!;
          if (minReplicas > 1) {
            expect(pdb.spec!.minAvailable).toBeGreaterThanOrEqual(1);
            expect(pdb.spec!.minAvailable).toBeLessThan(minReplicas);
          } else {
            expect(pdb.spec!.maxUnavailable).toBe(1);
          }
        });

        it("routes the Ingress to the server pods only, with SSE passed through unbuffered", () => {
          const service = one<IService>(objects, "Service");
          const job = one<IJob>(objects, "Job");
          expect(matches(service.spec!.selector, deployment.spec!.template.metadata!.labels)).toBe(true);
          expect(matches(service.spec!.selector, job.spec!.template.metadata!.labels)).toBe(false);
          expect(deployment.spec!.selector.matchLabels).toEqual(service.spec!.selector);
          const http = service.spec!.ports!.find((p) => p.name === "http")!;
          expect(server.ports?.map((p) => p.name)).toContain(http.targetPort);

          const ingress = one<IIngress>(objects, "Ingress");
          const backend = ingress.spec!.rules![0]!.http!.paths[0]!.backend.service!;
          expect(backend).toEqual({ name: service.metadata!.name, port: { name: "http" } });
          const annotations = ingress.metadata!.annotations!;
          expect(annotations["nginx.ingress.kubernetes.io/proxy-buffering"]).toBe("off");
          for (const timeout of ["proxy-read-timeout", "proxy-send-timeout"]) {
            expect(Number(annotations[`nginx.ingress.kubernetes.io/${timeout}`])).toBeGreaterThanOrEqual(
              SSE_HEARTBEAT_SECONDS * 60,
            );
          }
          expect(ingress.spec!.tls?.[0]?.hosts).toEqual([ingress.spec!.rules![0]!.host]);
        });

        it("lets the rollout apply the settings and the migration Job before the Deployment", () => {
          // deploy/README.md, step 1: kubectl apply -k … -l 'app.kubernetes.io/component in (config, migrate)'
          expect(read("deploy/README.md")).toContain("-l 'app.kubernetes.io/component in (config, migrate)'");
          const first = objects.filter((o) => {
            const labels = (o.metadata as { labels?: Record<string, string> }).labels;
            return ["config", "migrate"].includes(labels?.["app.kubernetes.io/component"] ?? "");
          });
          expect(first.map((o) => o.kind).sort()).toEqual(["ConfigMap", "Job"]);
        });

        it("migrates with a Job on the very image the Deployment rolls out", () => {
          const job = one<IJob>(objects, "Job");
          const migrate = job.spec!.template.spec!.containers[0]!;
          expect(migrate.command).toEqual(["npm", "run", "migrate"]);
          expect(migrate.image).toBe(server.image);
          expect(job.spec!.template.spec!.restartPolicy).toBe("Never");
        });
      });
    }

    it("production takes real money: a pinned image, a real payment provider, no demo data, 2 pods kept up", () => {
      const objects = render(path.join(DEPLOY, "k8s/overlays/production"));
      const image = one<IDeployment>(objects, "Deployment").spec!.template.spec!.containers[0]!.image!;
      expect(image).toMatch(/:[\w.-]+$/);
      expect(image).not.toMatch(/:latest$/);
      const settings = one<IConfigMap>(objects, "ConfigMap").data!;
      expect(settings.PAYMENT_PROVIDER).not.toBe("sandbox");
      expect(settings.DEMO_DATA).toBe("false");
      expect(
        one<IPodDisruptionBudget>(objects, "PodDisruptionBudget").spec!.minAvailable,
      ).toBeGreaterThanOrEqual(2);
    });
  });
}

describe("deploy/Dockerfile", () => {
  const dockerfile = read("deploy/Dockerfile");
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? "";

  it("builds in one stage and runs in another, with production dependencies only, as a non-root user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime).toMatch(/RUN npm ci --omit=dev/);
    expect(runtime).not.toMatch(/npm run build/);
    expect(runtime).toMatch(/^USER node$/m);
    const instructions = runtime.split("\n").map((line) => line.split(" ")[0]);
    expect(instructions.lastIndexOf("USER")).toBeLessThan(instructions.indexOf("CMD"));
    expect(runtime.match(/^USER .*$/gm)?.at(-1)).toBe("USER node");
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health\/live/m);
    expect(runtime).toMatch(/^CMD \["npm", "run", "serve"\]$/m);
    expect(runtime).toMatch(/HOST=0\.0\.0\.0/);
  });

  it("copies the manifest of every workspace before `npm ci` (the lockfile names them all)", () => {
    const { workspaces } = JSON.parse(read("package.json")) as { workspaces: string[] };
    const manifests = workspaces.flatMap((pattern) => {
      const dirs = pattern.endsWith("/*")
        ? readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern];
      return dirs.filter((dir) => existsSync(path.join(ROOT, dir, "package.json")));
    });
    expect(manifests.length).toBeGreaterThan(3);
    for (const dir of manifests) expect(dockerfile).toContain(`COPY ${dir}/package.json ${dir}/`);
  });

  it("keeps dependencies, local data and secrets out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["**/node_modules", "**/.env", "data", ".git"]) expect(ignored).toContain(entry);
    for (const entry of ["!e2e/package.json", "!bench/package.json"]) expect(ignored).toContain(entry);
  });
});

/**
 * The commands `npm run <name>` runs, from the root package.json down through `npm run … --workspace <pkg>` hops;
 * empty when the root has no such script.
 */
function scriptChain(name: string): string[] {
  const manifest = (dir: string) =>
    JSON.parse(read(path.join(dir, "package.json"))) as { name: string; scripts?: Record<string, string> };
  const { workspaces } = JSON.parse(read("package.json")) as { workspaces: string[] };
  const packageDirs = workspaces.flatMap((pattern) =>
    pattern.endsWith("/*")
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((dir) => `${pattern.slice(0, -2)}/${dir}`)
      : [pattern],
  );
  const chain: string[] = [];
  let script = manifest(".").scripts?.[name];
  while (script) {
    chain.push(script);
    const hop = /\bnpm run (\S+) (?:--workspace|-w) (\S+)/.exec(script);
    if (!hop) break;
    const dir = packageDirs.find(
      (d) => existsSync(path.join(ROOT, d, "package.json")) && manifest(d).name === hop[2],
    );
    script = dir ? manifest(dir).scripts?.[hop[1]!] : undefined;
  }
  return chain;
}

describe("the container's command, `npm run serve`", () => {
  const chain = scriptChain("serve");
  // npm passes SIGTERM to the shell it runs a script in; a shell that only forks dies of it and leaves the server
  // running, killed without its drain when the container stops. `exec` makes each script become the next process.
  it("hands SIGTERM down to the server: every script on the way execs the next", () => {
    const forking = chain.filter((script) => !/^(?:\w+=\S*\s+)*exec\s/.test(script));
    expect(forking, "prefix each with `exec` (e.g. `NODE_ENV=production exec node dist/main.js`)").toEqual(
      [],
    );
  });
});

describe("deploy/compose.yaml", () => {
  type Service = {
    image?: string;
    command?: string[];
    deploy?: { replicas?: number };
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: { test?: string[]; disable?: boolean };
    environment?: Record<string, string>;
    env_file?: string[];
    stop_grace_period?: string;
    volumes?: string[];
    ports?: string[];
  };
  const compose = parse(read("deploy/compose.yaml"), { merge: true }) as {
    services: Record<string, Service>;
  };
  const { app, migrate, postgres, redis, lb } = compose.services;

  it("runs 2 app replicas on PostgreSQL 16 and Redis 7, after a one-shot migration", () => {
    expect(app?.deploy?.replicas).toBe(2);
    expect(postgres?.image).toMatch(/^postgres:16\b/);
    expect(redis?.image).toMatch(/^redis:7\b/);
    expect(migrate?.command).toEqual(["npm", "run", "migrate"]);
    expect(migrate?.image).toBe(app?.image);
    expect(app?.depends_on).toMatchObject({
      migrate: { condition: "service_completed_successfully" },
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
    });
    expect(migrate?.depends_on).toMatchObject({ postgres: { condition: "service_healthy" } });
  });

  it("checks the health of every long-running service, and waits for the app's drain on stop", () => {
    expect(app?.healthcheck?.test?.join(" ")).toContain("/api/health/live");
    expect(postgres?.healthcheck?.test).toContain("pg_isready");
    expect(redis?.healthcheck?.test?.join(" ")).toContain("ping");
    expect(Number.parseInt(app?.stop_grace_period ?? "0", 10)).toBeGreaterThan(SERVER_SHUTDOWN_SECONDS);
  });

  it("takes its secrets from deploy/.env, with none written in the file", () => {
    expect(app?.env_file).toEqual([".env"]);
    expect(app?.environment?.DATABASE_URL).toMatch(/\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\//);
    expect(app?.environment).toMatchObject({
      HOST: "0.0.0.0",
      TRUST_PROXY: "true",
      REDIS_URL: "redis://redis:6379",
    });
    for (const key of SECRET_KEYS.filter((key) => key !== "DATABASE_URL" && key !== "REDIS_URL"))
      expect(app?.environment?.[key]).toBeUndefined();
    // The example the README has operators copy sets nothing but names the required password.
    const example = read("deploy/.env.example")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(example).toEqual(["POSTGRES_PASSWORD="]);
  });

  it("ships settings the server accepts", () => {
    const env = Object.fromEntries(
      Object.entries(app?.environment ?? {}).map(([key, value]) => [key, value.replace(/\$\{[^}]*\}/g, "x")]),
    );
    expect(loadConfig({ ...env, PUBLIC_URL: "http://localhost:8080" })).toMatchObject({
      HOST: "0.0.0.0",
      PORT: 3000,
    });
  });

  describe("the load balancer (deploy/haproxy.cfg)", () => {
    const config = read("deploy/haproxy.cfg");
    const lines = config
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    const seconds = (name: string) => {
      const line = lines.find((l) => l.startsWith(`timeout ${name} `));
      const [, value, unit] = /(\d+)(ms|s|m|h)?$/.exec(line ?? "") ?? [];
      return Number(value) * ({ ms: 0.001, s: 1, m: 60, h: 3600 }[unit ?? "ms"] ?? 0);
    };

    it("is the compose file's, serving its published port", () => {
      expect(lb?.image).toMatch(/^haproxy:/);
      expect(lb?.volumes).toContain("./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
      expect(lines).toContain(`bind :${lb?.ports?.[0]?.split(":").at(-1)}`);
    });

    it("passes SSE through unbuffered, with idle timeouts well above the heartbeat", () => {
      expect(lines.filter((line) => /^(compression|filter)\b/.test(line))).toEqual([]);
      expect(lines).toContain("option http-no-delay");
      expect(seconds("server")).toBeGreaterThanOrEqual(SSE_HEARTBEAT_SECONDS * 4);
      expect(seconds("client")).toBeGreaterThanOrEqual(SSE_HEARTBEAT_SECONDS * 4);
    });

    it("sends traffic only to ready replicas, enough slots for them all, with the client's address set not trusted", () => {
      expect(lines).toContain(
        "http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host localhost",
      );
      const slots = Number(/^server-template app (\d+) app:3000$/m.exec(lines.join("\n"))?.[1]);
      expect(slots).toBeGreaterThanOrEqual(app?.deploy?.replicas ?? 0);
      expect(lines).toContain("http-request del-header X-Forwarded-For");
      expect(lines).toContain("option forwardfor");
    });

    const haproxy = spawnSync("haproxy", ["-v"]).status === 0;
    it.skipIf(!haproxy && !inCi)(
      `is a configuration HAProxy accepts (haproxy -c)${haproxy ? "" : " — SKIPPED: haproxy is not on PATH"}`,
      () => {
        const check = spawnSync("haproxy", ["-c", "-f", path.join(DEPLOY, "haproxy.cfg")], {
          encoding: "utf8",
        });
        expect(check.stdout + check.stderr).toContain("Configuration file is valid");
        expect(check.status).toBe(0);
      },
    );

    it.skipIf(!haproxy && !inCi)(
      `passes an SSE stream through frame by frame and sets the client's address itself (a real HAProxy on loopback)${haproxy ? "" : " — SKIPPED: haproxy is not on PATH"}`,
      async () => {
        // A stand-in for a replica: answers the readiness check, and holds a stream open after its first frame
        // until the client has read that frame. A proxy that buffered would never deliver it (the test times out).
        let firstFrameRead: () => void = () => {};
        const firstFrame = new Promise<void>((resolve) => {
          firstFrameRead = resolve;
        });
        const seen: { forwardedFor?: string; proto?: string } = {};
        const replica = createServer((request, response) => {
          if (request.url === "/api/health/ready") return void response.end("ok");
          seen.forwardedFor = request.headers["x-forwarded-for"] as string | undefined;
          seen.proto = request.headers["x-forwarded-proto"] as string | undefined;
          response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
          response.write("data: first\n\n");
          void firstFrame.then(() => response.end("data: second\n\n"));
        });
        await new Promise<void>((resolve) => replica.listen(0, "127.0.0.1", resolve));
        const replicaPort = (replica.address() as AddressInfo).port;
        const lbPort = await freePort();
        // The compose file's configuration, with the replica found on loopback instead of through Docker's DNS.
        const local = read("deploy/haproxy.cfg")
          .replace(/^resolvers docker\n(?: .*\n)+/m, "")
          .replace(" resolvers docker init-addr none", "")
          .replace(/^ {2}server-template app \d+ app:3000$/m, `  server app1 127.0.0.1:${replicaPort}`)
          .replace(/^ {2}bind :8080$/m, `  bind 127.0.0.1:${lbPort}`)
          .replace(/^ {2}log stdout .*$/m, "");
        const dir = mkdtempSync(path.join(tmpdir(), "vela-haproxy-"));
        writeFileSync(path.join(dir, "haproxy.cfg"), local);
        const lb = spawn("haproxy", ["-db", "-f", path.join(dir, "haproxy.cfg")], { stdio: "ignore" });
        try {
          await until(
            async () => (await fetch(`http://127.0.0.1:${lbPort}/api/health/ready`).catch(() => null))?.ok,
          );
          const response = await fetch(`http://127.0.0.1:${lbPort}/api/sportsbook/stream`, {
            headers: { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https" },
          });
          expect(response.headers.get("content-type")).toBe("text/event-stream");
          const reader = response.body!.getReader();
          const decoder = new TextDecoder();
          let text = "";
          while (!text.includes("data: first\n\n")) text += decoder.decode((await reader.read()).value);
          expect(text).not.toContain("second");
          firstFrameRead();
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
            text += decoder.decode(chunk.value);
          expect(text).toBe("data: first\n\ndata: second\n\n");
          expect(seen).toEqual({ forwardedFor: "127.0.0.1", proto: "http" });
        } finally {
          lb.kill();
          replica.close();
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls until `ready` holds (HAProxy starting up); the test's own timeout bounds it. */
async function until(ready: () => Promise<boolean | undefined>): Promise<void> {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("deploy/README.md", () => {
  it("documents every setting of the server and every secret", () => {
    const readme = read("deploy/README.md");
    const settings = [...Object.keys(ConfigSchema.shape), ...EXTRA_SETTINGS, ...SECRET_KEYS];
    expect(settings.filter((key) => !readme.includes(`\`${key}\``))).toEqual([]);
  });
});
