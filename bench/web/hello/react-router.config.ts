import type { Config } from "@react-router/dev/config";

/** The bench's floor: React Router's framework mode with server rendering, as the web app builds it. */
export default { appDirectory: "app", ssr: true } satisfies Config;
