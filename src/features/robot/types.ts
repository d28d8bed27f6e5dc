/** A robot category (topCategory): a theme of matters or a group of common questions. */
export interface RobotCategory {
  id: string;
  name: string;
  count: number;
}

export interface RobotQuestion {
  itemId: string;
  question: string;
}

/** A sub-category (getSubCategory): a matter of the theme, or a part of a group, with its questions. */
export interface RobotSubCategory {
  id: string;
  name: string;
  questions: RobotQuestion[];
}

/** A word of a typed question the robot recognises (getWordPos). */
export interface RobotWordPos {
  word: string;
  start: number;
  end: number;
  kind: 'synonym' | 'intent';
  means?: string;
}

export type RobotActionKind = 'reserve' | 'ticket' | 'guide' | 'complaint' | 'evaluation' | 'agency' | 'mail' | 'login';

/** One answer of the robot (getAnswer, updateAnswer); docs/robot.md. */
export interface RobotAnswer {
  answerId: string;
  kind: 'answer' | 'notFound' | 'handoff';
  question: string;
  itemId: string | null;
  title: string;
  /** Rich text from the server: always rendered through the sanitiser. */
  html: string;
  files: { name: string; url: string }[];
  actions: { kind: RobotActionKind; label: string; matterId?: string }[];
  source: { section: string; versionDate: string; matterId: string | null; matterName: string | null };
  related: RobotQuestion[];
  suggestions: RobotQuestion[];
  contacts: { hallName: string; phone: string; openHours: string }[];
  fromContext: boolean;
  context: { matterId: string; matterName: string } | null;
  createdAt: number;
}

export type FeedbackReason = '答非所问' | '内容不准确' | '看不懂' | '信息过时' | '其他';
export const FEEDBACK_REASONS: FeedbackReason[] = ['答非所问', '内容不准确', '看不懂', '信息过时', '其他'];

/** A message of the conversation as the chat keeps it (across reloads, per user). */
export type ChatMessage =
  | { id: string; role: 'user'; text: string }
  | { id: string; role: 'robot'; answer: RobotAnswer; feedback?: { helpful: boolean; reason?: string } }
  | { id: string; role: 'failed'; text: string; request: AskRequest; error: string };

/** What a question sent to the robot is: typed text, or a question chosen from a list. */
export type AskRequest = { question: string } | { itemId: string; question: string };

export { HANDOFF_TOPIC, type Handoff } from '@/contract/robot';
