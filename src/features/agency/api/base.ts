/** Service prefix of the assistant-agent calls (docs/spec-rules.md section 7). */
export const AGENCY_BASE = '/assistagent/owBizAssistagent/anon/authentication';

/** Every query of the feature starts with this: invalidated after a request changes. */
export const agencyRootKey = ['agency'] as const;
