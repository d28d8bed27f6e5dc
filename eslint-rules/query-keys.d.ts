import type { Rule } from 'eslint';

export const noLiteralQueryKey: Rule.RuleModule;
export const noInlineQueryFn: Rule.RuleModule;
export const factoryName: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
