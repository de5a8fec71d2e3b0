import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <what_changed>` writes the next numbered migration; the app applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema',
  out: './db/migrations',
});
