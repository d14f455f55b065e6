export * from "./account";
export * from "./errors";
export * from "./health";
export * from "./locale";
export * from "./session";
export * from "./money";
export * from "./wallet";
