import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { type AuthenticatedUser, optionalUser, requestSession, VERIFY_FIRST_MESSAGE } from './auth-guard';
import { forbidden, unauthorized } from './http-error';
import type { LimitKey } from './rate-limit';

/**
 * Who may call a route: a verified user (every signed-in capability), any signed-in user even before
 * they verify (the few account routes an unverified user needs: session check, current user,
 * password change), or an admin.
 */
export type SignedIn = 'verified' | 'unverified' | 'admin';

/**
 * The request of a `signedIn` route: the user its guard let through is `request.user`, and their
 * session `request.sessionId` (what a password change keeps).
 */
export type SignedInRequest<Request = FastifyRequest> = Request & {
  readonly user: AuthenticatedUser;
  readonly sessionId: number;
};

declare module 'fastify' {
  interface RouteOptions<
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
  > {
    /** Set by the `api.get(path, { signedIn }, handler)` form below; read by the guard's onRoute hook. */
    signedIn?: SignedIn;
  }

  interface RouteShorthandMethod<
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
  > {
    /** A guarded route: 401/403 before validation, then the handler gets the user as `request.user`. */
    // biome-ignore lint/style/useShorthandFunctionType: an overload merged into Fastify's own interface
    <
      RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
      ContextConfig = ContextConfigDefault,
      const SchemaCompiler extends FastifySchema = FastifySchema,
    >(
      path: string,
      opts: RouteShorthandOptions<
        RawServer,
        RawRequest,
        RawReply,
        RouteGeneric,
        ContextConfig,
        SchemaCompiler,
        TypeProvider,
        Logger
      > & { readonly signedIn: SignedIn },
      handler: (
        this: FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>,
        request: SignedInRequest<
          FastifyRequest<
            RouteGeneric,
            RawServer,
            RawRequest,
            SchemaCompiler,
            TypeProvider,
            ContextConfig,
            Logger
          >
        >,
        reply: FastifyReply<
          RouteGeneric,
          RawServer,
          RawRequest,
          RawReply,
          ContextConfig,
          SchemaCompiler,
          TypeProvider
        >,
      ) => ReturnType<
        RouteHandlerMethod<
          RawServer,
          RawRequest,
          RawReply,
          RouteGeneric,
          ContextConfig,
          SchemaCompiler,
          TypeProvider,
          Logger
        >
      >,
    ): FastifyInstance<RawServer, RawRequest, RawReply, Logger, TypeProvider>;
  }
}

/** The signed-in user even before they verify their email; throws a 401 HttpError for anonymous requests. */
function requireSignedIn(request: FastifyRequest): AuthenticatedUser {
  const user = optionalUser(request);
  if (!user) throw unauthorized('Please log in to continue.');
  return user;
}

/** The signed-in, verified user: 401 when anonymous, 403 until the email address is verified. */
function requireUser(request: FastifyRequest): AuthenticatedUser {
  const user = requireSignedIn(request);
  if (!user.verified) throw forbidden(VERIFY_FIRST_MESSAGE);
  return user;
}

/** The signed-in admin; 401 when anonymous, 403 when signed in without the admin role. */
function requireAdmin(request: FastifyRequest): AuthenticatedUser {
  const user = requireUser(request);
  if (user.userType !== 'admin') throw forbidden('Admin access required.');
  return user;
}

const guards: Record<SignedIn, (request: FastifyRequest) => AuthenticatedUser> = {
  verified: requireUser,
  unverified: requireSignedIn,
  admin: requireAdmin,
};

/**
 * Called once by `buildApp`: a route registered with `signedIn` runs its guard first among its
 * preValidation hooks (so an anonymous request with a bad body is a 401, not a 400, and a per-account
 * budget already knows whose it is), and its handler reads the user as `request.user`.
 */
export function installSignedInOption(app: FastifyInstance): void {
  app.decorateRequest('user', {
    getter(this: FastifyRequest): AuthenticatedUser | null {
      return optionalUser(this);
    },
  });
  app.decorateRequest('sessionId', {
    getter(this: FastifyRequest): number | null {
      return requestSession(this)?.sessionId ?? null;
    },
  });
  app.addHook('onRoute', (route) => {
    if (!route.signedIn) return;
    const guard = guards[route.signedIn];
    const guardFirst: preValidationHookHandler = async (request) => {
      guard(request);
    };
    const others = route.preValidation ?? [];
    route.preValidation = [guardFirst, ...(Array.isArray(others) ? others : [others])];
  });
}

/**
 * A per-account budget's key (`user:<id>`): the user the route's `signedIn` guard let through. The
 * guard runs before every budget hook, so a route without the option is a programming error.
 */
export const bySignedInUser: LimitKey = (request) => {
  const user = optionalUser(request);
  if (!user) throw new Error(`${request.routeOptions.url}: a per-account budget needs the signedIn option`);
  return `user:${user.id}`;
};
