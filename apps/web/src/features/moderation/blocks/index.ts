// Blocking, 'Qui peut m'écrire' and message requests (issue 31, parts 1 and 2): the light surface (live rules,
// loaded with every member page); the components are in `./ui` (pages that show them are lazy).
export { blocksLive } from './live';
