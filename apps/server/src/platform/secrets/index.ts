export { sharedSecret, withSharedSecrets } from "./secrets";
