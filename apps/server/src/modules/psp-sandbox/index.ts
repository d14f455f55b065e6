export { TEST_CARDS } from "./cards";
export { pspSandboxModule } from "./psp-sandbox.module";
export { pspSandboxRoutes } from "./psp-sandbox.routes";
export { createSandboxPsp, type SandboxPsp } from "./psp-sandbox.service";
