export { Clock } from './clock';
