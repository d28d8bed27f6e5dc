/** The user info of the spec (docs/spec-rules.md section 3), as GET /user-center/user/info answers it. */
export interface UserInfo {
  userId: string;
  nickName: string;
  /** The verified real name ('' before verification). */
  userName: string;
  mobile: string;
  /** The verified resident id number ('' before verification). */
  idcard: string;
  headImgUrl: string;
  hallId: string;
  realNameVerified: boolean;
  /** Milliseconds since the epoch, or null. */
  verifiedAt: number | null;
}

export interface VerifyRealNameParams {
  name: string;
  /** Spaces already stripped; checked by the id card rule. */
  idcard: string;
}

/** What the real-name form keeps while the user types (and across a failed call or re-login). */
export interface RealNameDraft {
  name: string;
  idcard: string;
  agreed: boolean;
}
