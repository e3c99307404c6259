export * from './errors';
export * from './roles';
export * from './routes';
export * from './schemas';
export * from './delegates';
