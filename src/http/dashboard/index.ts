// The credentials dashboard, one Fastify plugin per concern: assets, signing in, the main page,
// credentials and the password. Sessions live in the store (every node can read them); forms carry a
// CSRF token; pages are served under a strict Content-Security-Policy.
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../accounts/service.js';
import type { SignInGuard } from '../../accounts/sign-in-guard.js';
import { assetRoutes } from './assets.js';
import { credentialRoutes } from './credentials.js';
import { homeRoutes } from './home.js';
import { passwordRoutes } from './password.js';
import { sessionGuard } from './session.js';
import { signInRoutes } from './sign-in.js';

export function registerDashboard(app: FastifyInstance, accounts: Accounts, signIn: SignInGuard): void {
  const guard = sessionGuard(accounts);
  const opts = { accounts, guard };
  app.register(assetRoutes);
  app.register(signInRoutes, { ...opts, signIn });
  app.register(homeRoutes, opts);
  app.register(credentialRoutes, opts);
  app.register(passwordRoutes, opts);
}
