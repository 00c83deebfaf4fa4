import { bin, runNode } from './run'

/** Applies the committed migrations to DATABASE_URI (in a process of its own). */
export const migrate = () => runNode(bin.tsx, ['scripts/migrate.ts'])
