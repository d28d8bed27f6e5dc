/** Service prefix of the assistant-agent calls (spec section 7). */
export const AGENCY_BASE = '/assistagent/owBizAssistagent/anon/authentication';
