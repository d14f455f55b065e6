export * from "./account";
export * from "./cashier";
export * from "./errors";
export * from "./health";
export * from "./locale";
export * from "./money";
export * from "./session";
export * from "./wallet";
