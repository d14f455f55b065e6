import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Ports } from "../../platform/module";
import { consentsRoutes } from "./consents.routes";
import { createConsentsService } from "./consents.service";
import { passwordRoutes } from "./password.routes";
import { createPasswordService } from "./password.service";
import { profileRoutes } from "./profile.routes";
import { createProfileService } from "./profile.service";
import { referenceRoutes } from "./reference.routes";
import { createReferenceService } from "./reference.service";
import { createSignupService } from "./signup/signup.service";
import { signupRoutes } from "./signup.routes";
import { createSmsService } from "./verification/sms.service";
import { createValidationService } from "./verification/validation.service";
import { createVerificationService } from "./verification/verification.service";

/** Every /api/user route of the account module, and the operators' look-up, wired to its services. */
export const accountRoutes =
  (
    deps: Pick<Ports, "config" | "db" | "clock" | "sessions" | "messenger" | "jobs" | "accounts">,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, messenger, sessions, config } = deps;
    const reference = createReferenceService(db);
    const verification = createVerificationService(db, clock);
    const consents = createConsentsService(db, clock, sessions);
    const sms = createSmsService({ db, clock, messenger, reference, verification });
    const signup = createSignupService({
      db,
      clock,
      messenger,
      sessions,
      consents,
      reference,
      verification,
      sms,
      autoLogin: config.AUTO_LOGIN_AFTER_SIGNUP,
    });
    const validation = createValidationService({ db, clock, reference });
    const passwords = createPasswordService({
      db,
      clock,
      messenger,
      sessions,
      verification,
      jobs: deps.jobs,
    });
    passwords.registerJobs();
    const profiles = createProfileService({ db, clock, messenger, reference, verification });

    await app.register(signupRoutes(config, signup, sms, validation));
    await app.register(consentsRoutes(consents));
    await app.register(passwordRoutes(config, passwords));
    await app.register(profileRoutes(config, profiles));
    await app.register(referenceRoutes(reference));
  };
