export { FormIsland } from './FormIsland';
export * from './model';
export { readForm } from './read-form';
