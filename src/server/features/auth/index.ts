/** What the auth feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { authRoutes } from './auth.routes.ts';
export { AuthService } from './auth.service.ts';
export { LoginThrottle, MemoryThrottleStore, RedisThrottleStore } from './login-throttle.ts';
export type { ThrottlePolicy } from './login-throttle.ts';
export { PasswordResets } from './password-resets.ts';
export { TokenService } from './tokens.ts';
