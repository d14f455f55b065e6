export { TEST_CARDS } from "./cards";
export { pspSandboxRoutes } from "./psp-sandbox.routes";
export { createSandboxPsp, type SandboxPsp } from "./psp-sandbox.service";
