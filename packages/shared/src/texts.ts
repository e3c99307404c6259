/**
 * The shared texts the web's catalogues read (error messages, the motions' Spanish names), importable
 * without the package's index: the catalogue loads before the first paint and must not pull zod in.
 */
export { ERROR_MESSAGES_ES } from './errors';
export { MOTION_LABELS_ES } from './procedure/motion-kinds';
