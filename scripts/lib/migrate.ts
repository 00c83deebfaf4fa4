import { bin, runNode } from './run'

/** Applies the committed migrations to DATABASE_URI (Payload's own migrate command). */
export const migrate = () => runNode(bin.payload, ['migrate'])
