export { providersModule } from "./providers.module";
export { LAUNCH_TOKEN_TTL_MS, type Registry } from "./registry.service";
