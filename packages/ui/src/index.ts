// Foundations
export * from './theme/index.ts';
