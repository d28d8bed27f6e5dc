/** What other emulator features read of rating: the 好差评 evaluations (a 办结 case offers one). */
export { evaluations } from './tables';
