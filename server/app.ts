import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { IdentityVerifier } from "./auth/identity.js";
import { sessionTokens } from "./auth/session-token.js";
import type { Config } from "./config.js";
import { fastifyTrustProxy } from "./config-deploy.js";
import type { Database_ } from "./db/connect.js";
import { databaseImageStore } from "./images/database-image-store.js";
import { jobLimit } from "./images/job-limit.js";
import { inlineScriptSources } from "./inline-scripts.js";
import { type Clock, systemClock } from "./lessons/clock.js";
import { lessonExpiryPlugin } from "./lessons/expiry-sweep.js";
import { listingBudget } from "./listing-limit.js";
import { liveHub } from "./notifications/live-hub.js";
import { pageAnswers } from "./pages/page-answers.js";
import { pagesPlugin } from "./pages/pages-plugin.js";
import { errorsPlugin, frameworkErrors } from "./plugins/errors.js";
import { idempotencyPlugin } from "./plugins/idempotency.js";
import { openApiPlugin } from "./plugins/openapi.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { requestIdOf, requestIdPlugin } from "./plugins/request-id.js";
import { sameOriginPlugin } from "./plugins/same-origin.js";
import { securityPlugin } from "./plugins/security.js";
import { sessionPlugin } from "./plugins/session.js";
import { repositories } from "./repositories/index.js";
import { liveEventsRepository } from "./repositories/live-events.js";
import { authRoutes } from "./routes/auth-routes.js";
import { availabilityRoutes } from "./routes/availability-routes.js";
import { bookingsRoutes } from "./routes/bookings-routes.js";
import { conversationsRoutes } from "./routes/conversations-routes.js";
import { eventsRoutes } from "./routes/events-routes.js";
import { favouritesRoutes } from "./routes/favourites-routes.js";
import { healthRoutes, type Lifecycle } from "./routes/health-routes.js";
import { imagesRoutes, uploadsRoutes } from "./routes/images-routes.js";
import { lessonsRoutes } from "./routes/lessons-routes.js";
import { notificationsRoutes } from "./routes/notifications-routes.js";
import { educationRoutes, experienceRoutes } from "./routes/profile-entry-routes.js";
import { profileRoutes } from "./routes/profile-routes.js";
import { reviewsRoutes } from "./routes/reviews-routes.js";
import { statsRoutes } from "./routes/stats-routes.js";
import { tutorialsRoutes } from "./routes/tutorials-routes.js";
import { usersProfileRoutes } from "./routes/users-profile-routes.js";
import { usersRoutes } from "./routes/users-routes.js";

export interface AppDeps {
  config: Config;
  database: Database_;
  verifier: IdentityVerifier;
  logger?: boolean | object;
  /** The time lessons are judged by; tests pass their own (docs/decisions.md, Lessons). */
  clock?: Clock;
}

/** Builds the whole server: plugins, then routes. Nothing listens here. */
export async function buildApp({
  config,
  database,
  verifier,
  logger = false,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    // Only the configured proxies may say who the client is (TRUST_PROXY), never anyone.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The id is chosen in genReqId (validated), not taken from the header as is.
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors,
    // A path parameter may be as long as the longest identity-provider uid (uidSchema).
    routerOptions: { maxParamLength: 128 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // server/main.ts sets `closing` at SIGTERM: GET /api/health then answers 503 while requests drain.
  const lifecycle: Lifecycle = { closing: false };
  app.decorate("lifecycle", lifecycle);

  const emulatorOrigin = config.authEmulatorHost ? `http://${config.authEmulatorHost}` : undefined;
  const identityOrigins = emulatorOrigin
    ? [emulatorOrigin]
    : [
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
        "https://apis.google.com",
        `https://${config.firebaseProjectId}.firebaseapp.com`,
      ];

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // Before the session and the limits: a write from another site changes and counts nothing.
  await app.register(sameOriginPlugin, { publicOrigin: config.publicOrigin });
  const repos = repositories(database.db);
  const httpsOrigin = config.publicOrigin?.startsWith("https:") ?? false;
  await app.register(sessionPlugin, {
    tokens: sessionTokens(config.sessionSecret),
    verifier,
    sessions: repos.sessions,
    times: config.session,
    secureCookie: httpsOrigin,
  });
  await app.register(securityPlugin, {
    identityOrigins,
    inlineScripts: inlineScriptSources(config.distDir),
    httpsOrigin,
  });
  // After the session (limits are per user), before any route (route limits hook in as they come).
  await app.register(rateLimitPlugin, {
    writesPerMinute: config.rateLimit.writesPerMinute,
    redisUrl: config.redisUrl,
    nameSpace: config.rateLimitNameSpace,
    redisTimeoutMs: config.rateLimitRedisTimeoutMs,
  });
  // One per-address budget for lists of tutorials: the API's and the list pages' HTML.
  const listing = listingBudget(app, config.listingLimit);

  // Before any route: the OpenAPI document collects routes as they are registered.
  await app.register(openApiPlugin);
  await app.register(idempotencyPlugin, { keys: repos.idempotency });
  // One LISTEN per instance feeds its open event streams; they end before the server closes
  // (clients reconnect elsewhere), and the LISTEN goes with the app.
  const hub = liveHub({
    listen: database.listen,
    events: liveEventsRepository(database.db),
    log: app.log,
  });
  await hub.start();
  app.addHook("preClose", async () => hub.endAll());
  app.addHook("onClose", () => hub.stop());
  // In the database, so that every instance serves what any instance stored.
  const imageStore = databaseImageStore(repos.images);
  // One bound on sharp work for the process: uploads and the variants made on request share it.
  const imageJobs = jobLimit(config.uploads.concurrent, config.uploads.queue);
  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        authRateLimit: config.rateLimit.authPerMinute,
        clientConfig: {
          firebase: {
            apiKey: config.firebaseApiKey,
            authDomain: `${config.firebaseProjectId}.firebaseapp.com`,
            projectId: config.firebaseProjectId,
          },
          authEmulatorUrl: emulatorOrigin ?? null,
        },
      });
      await api.register(healthRoutes, { db: database.db, lifecycle });
      await api.register(statsRoutes, { repos });
      await api.register(usersRoutes, { repos });
      await api.register(tutorialsRoutes, { repos, listing, clock });
      await api.register(bookingsRoutes, { repos, clock });
      await api.register(favouritesRoutes, { repos });
      await api.register(reviewsRoutes, { repos, clock });
      await api.register(availabilityRoutes, { repos, clock });
      await api.register(lessonsRoutes, { repos, clock, publicOrigin: config.publicOrigin });
      await api.register(notificationsRoutes, { repos });
      await api.register(eventsRoutes, { hub, ...config.events });
      await api.register(conversationsRoutes, { repos });
      await api.register(imagesRoutes, {
        store: imageStore,
        maxBytes: config.uploadMaxBytes,
        perMinute: config.uploads.perMinute,
        jobs: imageJobs,
      });
      await api.register(profileRoutes, { repos });
      await api.register(educationRoutes, { repos });
      await api.register(experienceRoutes, { repos });
      await api.register(usersProfileRoutes, { repos });
    },
    { prefix: "/api" },
  );
  await app.register(uploadsRoutes, { store: imageStore, jobs: imageJobs });
  await app.register(lessonExpiryPlugin, { lessons: repos.lessons, freeHours: repos.freeHours, clock });

  await app.register(pagesPlugin, { distDir: config.distDir, answers: pageAnswers(repos, listing) });
  return app;
}
