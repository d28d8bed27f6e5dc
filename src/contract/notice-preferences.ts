/** Which notices a user receives (GET/POST /service-xzyd/notice/preferences), kept per user. */
export interface NoticePreferences {
  /** 办件进度: an application or case is accepted, moves or is finished. */
  progress: boolean;
  /** 预约提醒: the day before a booking, and the "leave now" nudge on the day. */
  reservation: boolean;
  /** 排队叫号: three or fewer ahead, and the call itself. */
  queue: boolean;
  /** 系统消息: notices of the platform (maintenance, new services). */
  system: boolean;
}

export type NoticeKind = keyof NoticePreferences;

/** What the emulator answers: the preferences and when they were last changed (null: never, the defaults). */
export interface NoticePreferencesAnswer extends NoticePreferences {
  updatedAt: number | null;
}
