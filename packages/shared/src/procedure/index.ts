export * from './refusal';
export * from './members';
export * from './quorum';
export * from './rules';
export * from './majorities';
export * from './security-council';
export * from './voting';
export * from './roll-call-vote';
