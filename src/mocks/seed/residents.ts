/**
 * The emulator's stand-in for the population registry that real-name verification asks: a few
 * residents whose id numbers belong to them, so that a name that does not match its number is
 * refused as a real service would. Numbers not listed here are accepted with any name (demo).
 */
export interface ResidentSeed {
  /** 18 characters, X upper-case. */
  idcard: string;
  name: string;
}

export const RESIDENTS: ResidentSeed[] = [
  { idcard: '120101199001010017', name: '张三' },
  { idcard: '12010319600918132X', name: '李四' },
  { idcard: '120102198002290024', name: '王芳' },
  { idcard: '120114196610035410', name: '赵敏' },
  { idcard: '12010319601231404X', name: '陈静' },
  { idcard: '310101198510150019', name: '刘洋' },
];
