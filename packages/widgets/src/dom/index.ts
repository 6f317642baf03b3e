export { elementById } from './element-by-id';
