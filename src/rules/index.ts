/** Site rules (`_redirects`, `_headers`, `ROUTER`, `CORS`, `AUTH`): compiled once per revision, matched per request. */
export { compileRules, ruleFilesOf, type CompiledRules } from './compile.ts';
export * from './limits.ts';
export * from './match.ts';
export {
  RULE_FILES,
  type AuthRule,
  type CorsRule,
  type RuleFile,
  type RuleProblem,
  type SiteRules,
} from './types.ts';
