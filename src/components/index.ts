// One line per component folder; each folder's index.ts has named exports only.
export * from './Toast';
