export { FormIsland } from './FormIsland';
