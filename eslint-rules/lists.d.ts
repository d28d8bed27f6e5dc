import type { Rule } from 'eslint';

export const onePagedList: Rule.RuleModule;
export const nextPageNum: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
