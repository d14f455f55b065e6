export { operatorModule } from "./operator.module";
