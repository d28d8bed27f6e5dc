/** A staff answer to a complaint, a bad rating or a matter feedback. */
export interface StaffReply {
  content: string;
  replier: string;
  /** Milliseconds (the emulator's clock in the demo). */
  time: number;
}

/** A handled case or a window service to rate (好差评), pending or rated: the fields both sides keep. */
export interface Evaluation {
  id: string;
  kind: 'case' | 'window';
  matterName: string;
  hallName: string;
  windowName: string;
  staffName: string;
  /** When the case was handled, ms. */
  handledAt: number;
  status: 'pending' | 'done';
  level?: number;
  tags?: string[];
  reason?: string;
  evaluatedAt?: number;
  replies: StaffReply[];
}

/** The rating/complaint payload of docs/spec-rules.md section 3 (POST /complaint/insert). */
export interface RatingPayload {
  evaluateTarget: 'doorplate';
  outHallId: string;
  suggestComplaintsType: 6;
  openId: string;
  phone: string;
  remarks: string;
  sumStars: number;
  complaintCause: string;
  createTime: string;
  userName: string;
  source: 3;
  image: string;
}
